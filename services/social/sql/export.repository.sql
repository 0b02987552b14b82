-- The SQL of SocialExportRepository (export.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- SocialExportRepository.following: read
SELECT
  f.following_id AS "userId",
  u.username,
  f.created_at AS "followedAt"
FROM
  social.follows f
  JOIN social.people u ON u.user_id = f.following_id
WHERE
  f.follower_id = $1
ORDER BY
  f.created_at;

-- SocialExportRepository.followers: read
SELECT
  f.follower_id AS "userId",
  u.username,
  f.created_at AS "followedAt"
FROM
  social.follows f
  JOIN social.people u ON u.user_id = f.follower_id
WHERE
  f.following_id = $1
ORDER BY
  f.created_at;

-- SocialExportRepository.blocks: read
SELECT
  b.blocked_id AS "userId",
  u.username,
  b.created_at AS "blockedAt"
FROM
  social.blocks b
  JOIN social.people u ON u.user_id = b.blocked_id
WHERE
  b.blocker_id = $1
ORDER BY
  b.created_at;
