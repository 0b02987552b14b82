-- The SQL of StandingFactsRepository (standing-facts.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- StandingFactsRepository.recordSignUp: write
INSERT INTO
  games.sign_ups (user_id, signed_up_at)
VALUES
  ($1, $2)
ON CONFLICT DO NOTHING;

-- StandingFactsRepository.recordWarning: write
INSERT INTO
  games.warnings (case_id, user_id, warned_at)
VALUES
  ($1, $2, $3)
ON CONFLICT DO NOTHING;

-- StandingFactsRepository.recordSuspension: write
INSERT INTO
  games.suspensions (event_id, user_id, suspended_at)
VALUES
  ($1, $2, $3)
ON CONFLICT DO NOTHING;

-- StandingFactsRepository.factsOf: read
SELECT
  u.user_id AS "userId",
  u.is_admin AS "isAdmin",
  u.is_trusted AS "isTrusted",
  u.is_active AS "isActive",
  coalesce(u.suspended_until > now(), FALSE) AS "suspendedNow",
  (
    extract(
      epoch
      FROM
        now() - coalesce(s.signed_up_at, u.first_seen_at)
    ) / 86400
  )::float8 AS "accountAgeDays",
  (
    SELECT
      count(DISTINCT c.trick_id)
    FROM
      games.trick_videos v
      JOIN games.clip_verifications c ON c.post_id = v.post_id
    WHERE
      v.user_id = u.user_id
      AND c.is_verified
  )::int AS "verifiedTricks",
  (
    SELECT
      count(*)
    FROM
      games.warnings w
    WHERE
      w.user_id = u.user_id
      AND w.warned_at > now() - make_interval(days => $2)
  )::int AS "recentWarnings",
  (
    SELECT
      count(*)
    FROM
      games.suspensions x
    WHERE
      x.user_id = u.user_id
      AND x.suspended_at > now() - make_interval(days => $2)
  )::int AS "recentSuspensions"
FROM
  games.users u
  LEFT JOIN games.sign_ups s ON s.user_id = u.user_id
WHERE
  u.user_id = ANY ($1::UUID[]);
