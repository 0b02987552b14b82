-- The SQL of AccountFactsRepository (account-facts.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- AccountFactsRepository.factsFor: read
SELECT
  u.user_id,
  u.is_brand,
  u.is_active,
  coalesce(u.suspended_until > now(), FALSE) AS is_suspended,
  EXISTS (
    SELECT
      1
    FROM
      sponsorships.blocks b
    WHERE
      b.blocker_id = $1
      AND b.blocked_id = u.user_id
      AND b.is_blocking
  ) AS viewer_blocked_it,
  EXISTS (
    SELECT
      1
    FROM
      sponsorships.blocks b
    WHERE
      b.blocker_id = u.user_id
      AND b.blocked_id = $1
      AND b.is_blocking
  ) AS it_blocked_viewer
FROM
  sponsorships.users u
WHERE
  u.user_id = ANY ($2::UUID[]);
