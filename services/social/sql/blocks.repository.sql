-- The SQL of BlocksRepository (blocks.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- BlocksRepository.insert: write
INSERT INTO
  social.blocks (blocker_id, blocked_id)
VALUES
  ($1, $2)
ON CONFLICT DO NOTHING
RETURNING
  blocker_id;

-- BlocksRepository.delete: write
DELETE FROM social.blocks
WHERE
  blocker_id = $1
  AND blocked_id = $2
RETURNING
  blocker_id;

-- BlocksRepository.blockedBy: read
SELECT
  u.user_id AS id,
  u.username,
  u.display_name AS "displayName",
  u.profile_picture AS "profilePicture",
  u.pro_status AS "proStatus",
  u.amateur_status AS "amateurStatus",
  u.flow_status AS "flowStatus",
  u.is_brand AS "isBrand",
  u.is_verified AS "isVerified"
FROM
  social.blocks b
  JOIN social.people u ON u.user_id = b.blocked_id
WHERE
  b.blocker_id = $1
ORDER BY
  b.created_at DESC,
  b.blocked_id
LIMIT
  500;
