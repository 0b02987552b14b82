-- The SQL of FollowRequestsRepository (follow-requests.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- FollowRequestsRepository.insert: write
INSERT INTO
  social.follow_requests (requester_id, target_id)
VALUES
  ($1, $2)
ON CONFLICT DO NOTHING
RETURNING
  requester_id;

-- FollowRequestsRepository.delete: write
DELETE FROM social.follow_requests
WHERE
  requester_id = $1
  AND target_id = $2
RETURNING
  requester_id;

-- FollowRequestsRepository.requesterIds: read
SELECT
  requester_id
FROM
  social.follow_requests
WHERE
  target_id = $1
ORDER BY
  created_at;

-- FollowRequestsRepository.incoming: read
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
  r.created_at AS "requestedAt"
FROM
  social.follow_requests r
  JOIN social.people u ON u.user_id = r.requester_id
  AND u.is_active
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
WHERE
  r.target_id = $1
ORDER BY
  r.created_at DESC,
  r.requester_id DESC
LIMIT
  200;
