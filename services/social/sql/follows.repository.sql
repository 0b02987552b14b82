-- The SQL of FollowsRepository (follows.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- FollowsRepository.insert: write
INSERT INTO
  social.follows (follower_id, following_id)
VALUES
  ($1, $2)
ON CONFLICT DO NOTHING
RETURNING
  follower_id;

-- FollowsRepository.delete: write
DELETE FROM social.follows
WHERE
  follower_id = $1
  AND following_id = $2
RETURNING
  follower_id;

-- FollowsRepository.page: followers
SELECT
  u.user_id AS id,
  u.username,
  u.display_name AS "displayName",
  u.profile_picture AS "profilePicture",
  u.pro_status AS "proStatus",
  u.amateur_status AS "amateurStatus",
  u.flow_status AS "flowStatus",
  u.is_brand AS "isBrand",
  u.is_verified AS "isVerified",
  f.created_at::text AS "cursorAt"
FROM
  social.follows f
  JOIN social.people u ON u.user_id = f.follower_id
  AND u.is_active
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
WHERE
  f.following_id = $1
  AND NOT EXISTS (
    SELECT
      1
    FROM
      social.blocks b
    WHERE
      b.blocker_id = u.user_id
      AND b.blocked_id = $5
  )
  AND (
    $2::timestamptz IS NULL
    OR (f.created_at, f.follower_id) < ($2::timestamptz, $3::uuid)
  )
ORDER BY
  f.created_at DESC,
  f.follower_id DESC
LIMIT
  $4;

-- FollowsRepository.page: following
SELECT
  u.user_id AS id,
  u.username,
  u.display_name AS "displayName",
  u.profile_picture AS "profilePicture",
  u.pro_status AS "proStatus",
  u.amateur_status AS "amateurStatus",
  u.flow_status AS "flowStatus",
  u.is_brand AS "isBrand",
  u.is_verified AS "isVerified",
  f.created_at::text AS "cursorAt"
FROM
  social.follows f
  JOIN social.people u ON u.user_id = f.following_id
  AND u.is_active
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
WHERE
  f.follower_id = $1
  AND NOT EXISTS (
    SELECT
      1
    FROM
      social.blocks b
    WHERE
      b.blocker_id = u.user_id
      AND b.blocked_id = $5
  )
  AND (
    $2::timestamptz IS NULL
    OR (f.created_at, f.following_id) < ($2::timestamptz, $3::uuid)
  )
ORDER BY
  f.created_at DESC,
  f.following_id DESC
LIMIT
  $4;
