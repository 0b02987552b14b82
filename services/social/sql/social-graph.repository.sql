-- The SQL of SocialGraphRepository (social-graph.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- SocialGraphRepository.relation: read
SELECT
  EXISTS (
    SELECT
      1
    FROM
      social.follows
    WHERE
      follower_id = $1
      AND following_id = $2
  ) AS "isFollowing",
  EXISTS (
    SELECT
      1
    FROM
      social.follow_requests
    WHERE
      requester_id = $1
      AND target_id = $2
  ) AS "requested",
  EXISTS (
    SELECT
      1
    FROM
      social.blocks
    WHERE
      blocker_id = $1
      AND blocked_id = $2
  ) AS "callerBlocked",
  EXISTS (
    SELECT
      1
    FROM
      social.blocks
    WHERE
      blocker_id = $2
      AND blocked_id = $1
  ) AS "blockedCaller";

-- SocialGraphRepository.lockPair: write
SELECT
  pg_advisory_xact_lock(hashtextextended ($1, 0));
