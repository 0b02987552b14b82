-- The SQL of ProfilesRepository (profiles.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- ProfilesRepository.facts: read
SELECT
  (
    SELECT
      count(*)
    FROM
      social.follows f
      JOIN social.people fu ON fu.user_id = f.follower_id
      AND fu.is_active
      AND (
        fu.suspended_until IS NULL
        OR fu.suspended_until <= now()
      )
    WHERE
      f.following_id = $1
  )::int AS "followerCount",
  (
    SELECT
      count(*)
    FROM
      social.follows f
      JOIN social.people fu ON fu.user_id = f.following_id
      AND fu.is_active
      AND (
        fu.suspended_until IS NULL
        OR fu.suspended_until <= now()
      )
    WHERE
      f.follower_id = $1
  )::int AS "followingCount",
  (
    SELECT
      count(*)
    FROM
      social.user_posts
    WHERE
      user_id = $1
      AND deleted_at IS NULL
  )::int AS "postCount",
  s.level,
  s.public_score AS "verifiedPoints"
FROM
  (
    SELECT
      1
  ) AS one
  LEFT JOIN social.user_scores s ON s.user_id = $1;

-- ProfilesRepository.isSponsored: read
SELECT
  EXISTS (
    SELECT
      1
    FROM
      social.sponsorships
    WHERE
      athlete_id = $1
      AND status = 'accepted'
  ) AS sponsored;
