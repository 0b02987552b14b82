-- The SQL of PolicyFactsRepository (policy-facts.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- PolicyFactsRepository.factsAbout: signed in
SELECT
  t.user_id,
  u.user_id IS NOT NULL AS is_known,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = t.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = t.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = t.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer,
  COALESCE(
    (
      SELECT
        v.is_brand
      FROM
        tricks.leaderboard_users v
      WHERE
        v.user_id = $2
    ),
    FALSE
  ) AS viewer_is_brand
FROM
  (
    SELECT
      $1::uuid AS user_id
  ) t
  LEFT JOIN tricks.leaderboard_users u ON u.user_id = t.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = t.user_id;

-- PolicyFactsRepository.factsAbout: signed out
SELECT
  t.user_id,
  u.user_id IS NOT NULL AS is_known,
  COALESCE(u.is_active, TRUE) AS is_active,
  COALESCE(u.suspended_until > now(), FALSE) AS is_suspended,
  COALESCE(u.is_brand, FALSE) AS is_brand,
  COALESCE(p.public_profile, TRUE) AS public_profile,
  COALESCE(p.show_progress, TRUE) AS show_progress,
  COALESCE(p.show_followers, TRUE) AS show_followers,
  COALESCE(p.allow_messages, TRUE) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, TRUE) AS appear_on_leaderboard,
  EXISTS (
    SELECT
      1
    FROM
      tricks.follows f
    WHERE
      f.follower_id = $2::uuid
      AND f.following_id = t.user_id
      AND f.is_following
  ) AS viewer_follows,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = $2::uuid
      AND b.blocked_id = t.user_id
      AND b.is_blocking
  ) AS viewer_blocked,
  EXISTS (
    SELECT
      1
    FROM
      tricks.blocks b
    WHERE
      b.blocker_id = t.user_id
      AND b.blocked_id = $2::uuid
      AND b.is_blocking
  ) AS blocked_viewer,
  COALESCE(
    (
      SELECT
        v.is_brand
      FROM
        tricks.leaderboard_users v
      WHERE
        v.user_id = $2
    ),
    FALSE
  ) AS viewer_is_brand
FROM
  (
    SELECT
      $1::uuid AS user_id
  ) t
  LEFT JOIN tricks.leaderboard_users u ON u.user_id = t.user_id
  LEFT JOIN tricks.preferences p ON p.user_id = t.user_id;
