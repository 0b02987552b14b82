-- The SQL of AccessFactsRepository (access-facts.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- AccessFactsRepository.factsAbout: read
SELECT
  coalesce(v.is_brand, FALSE) AS viewer_is_brand,
  coalesce(a.is_active, TRUE) AS is_active,
  coalesce(a.suspended_until > now(), FALSE) AS is_suspended,
  coalesce(a.is_brand, FALSE) AS is_brand,
  p.public_profile,
  p.show_progress,
  p.show_followers,
  p.allow_messages,
  EXISTS (
    SELECT
      1
    FROM
      verification.follows f
    WHERE
      f.follower_id = $1
      AND f.following_id = $2
      AND f.is_following
  ) AS follows,
  EXISTS (
    SELECT
      1
    FROM
      verification.blocks b
    WHERE
      b.blocker_id = $1
      AND b.blocked_id = $2
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      verification.blocks b
    WHERE
      b.blocker_id = $2
      AND b.blocked_id = $1
      AND b.is_blocking
  ) AS target_blocked,
  coalesce(h.is_hidden, FALSE) AS post_hidden
FROM
  (
    VALUES
      (1)
  ) AS one
  LEFT JOIN verification.voters a ON a.user_id = $2
  LEFT JOIN verification.voters v ON v.user_id = $1
  LEFT JOIN verification.privacy_settings p ON p.user_id = $2
  LEFT JOIN verification.hidden_posts h ON h.post_id = $3;
