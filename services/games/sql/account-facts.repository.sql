-- The SQL of AccountFactsRepository (account-facts.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- AccountFactsRepository.factsFor: read
SELECT
  u.user_id AS "userId",
  u.is_active AS "isActive",
  COALESCE(u.suspended_until > now(), FALSE) AS "isSuspended",
  u.is_brand AS "isBrand",
  p.allow_messages AS "allowMessages",
  p.public_profile AS "publicProfile",
  p.show_progress AS "showProgress",
  p.appear_on_leaderboard AS "appearOnLeaderboard",
  EXISTS (
    SELECT
      1
    FROM
      games.follows f
    WHERE
      f.follower_id = $1
      AND f.following_id = u.user_id
      AND f.is_following
  ) AS "viewerFollowsIt",
  EXISTS (
    SELECT
      1
    FROM
      games.blocks b
    WHERE
      b.blocker_id = $1
      AND b.blocked_id = u.user_id
      AND b.is_blocking
  ) AS "viewerBlockedIt",
  EXISTS (
    SELECT
      1
    FROM
      games.blocks b
    WHERE
      b.blocker_id = u.user_id
      AND b.blocked_id = $1
      AND b.is_blocking
  ) AS "itBlockedViewer"
FROM
  games.users u
  LEFT JOIN games.preferences p ON p.user_id = u.user_id
WHERE
  u.user_id = ANY ($2::UUID[]);
