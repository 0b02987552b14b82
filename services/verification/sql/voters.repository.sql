-- The SQL of VotersRepository (voters.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- VotersRepository.recordSignUp: write
INSERT INTO
  verification.voters AS v (
    user_id,
    signed_up_at,
    address_hash,
    device_hash,
    updated_at
  )
VALUES
  ($1, $2, $3, $4, '-infinity')
ON CONFLICT (user_id) DO UPDATE
SET
  signed_up_at = EXCLUDED.signed_up_at,
  address_hash = EXCLUDED.address_hash,
  device_hash = EXCLUDED.device_hash;

-- VotersRepository.recordWarning: write
INSERT INTO
  verification.warnings (case_id, user_id, warned_at)
VALUES
  ($1, $2, $3)
ON CONFLICT (case_id) DO NOTHING;

-- VotersRepository.recordSuspension: write
INSERT INTO
  verification.suspensions (event_id, user_id, suspended_at, suspended_until)
VALUES
  ($1, $2, $3, $4)
ON CONFLICT (event_id) DO NOTHING;

-- VotersRepository.signalsOf: read
SELECT
  user_id,
  signed_up_at,
  address_hash,
  device_hash
FROM
  verification.voters
WHERE
  user_id = ANY ($1::UUID[]);

-- VotersRepository.standingFactsOf: read
SELECT
  u.user_id AS "userId",
  coalesce(v.updated_at > '-infinity', FALSE) AS "profileKnown",
  coalesce(v.is_admin, FALSE) AS "isAdmin",
  coalesce(v.is_trusted, FALSE) AS "isTrusted",
  coalesce(v.is_active, TRUE) AS "isActive",
  coalesce(v.suspended_until > now(), FALSE) AS "suspendedNow",
  coalesce(
    extract(
      epoch
      FROM
        now() - coalesce(v.signed_up_at, v.first_seen_at)
    ) / 86400,
    0
  )::float8 AS "accountAgeDays",
  (
    SELECT
      count(DISTINCT own.trick_id)
    FROM
      verification.verifications own
    WHERE
      own.poster_id = u.user_id
      AND own.is_verified
  )::int AS "verifiedTricks",
  record.decided AS "decidedVotes",
  record.agreed AS "agreedVotes",
  (
    SELECT
      count(*)
    FROM
      verification.warnings w
    WHERE
      w.user_id = u.user_id
      AND w.warned_at > now() - make_interval(days => $2)
  )::int AS "recentWarnings",
  (
    SELECT
      count(*)
    FROM
      verification.suspensions s
    WHERE
      s.user_id = u.user_id
      AND s.suspended_at > now() - make_interval(days => $2)
  )::int AS "recentSuspensions"
FROM
  unnest($1::UUID[]) AS u (user_id)
  LEFT JOIN verification.voters v ON v.user_id = u.user_id
  CROSS JOIN LATERAL (
    SELECT
      count(*)::int AS decided,
      (
        count(*) FILTER (
          WHERE
            vote.vote = outcome.is_verified
        )
      )::int AS agreed
    FROM
      verification.votes vote
      JOIN verification.verifications outcome ON outcome.id = vote.verification_id
    WHERE
      vote.user_id = u.user_id
      AND vote.withdrawn_at IS NULL
      AND (
        outcome.is_verified
        OR outcome.rejected_at IS NOT NULL
      )
  ) AS record;

-- VotersRepository.standingFactsOf: recording a first sight
WITH
  first_seen AS (
    INSERT INTO
      verification.voters (user_id, updated_at)
    SELECT
      unnest($1::UUID[]),
      '-infinity'
    ON CONFLICT (user_id) DO NOTHING
  )
SELECT
  u.user_id AS "userId",
  coalesce(v.updated_at > '-infinity', FALSE) AS "profileKnown",
  coalesce(v.is_admin, FALSE) AS "isAdmin",
  coalesce(v.is_trusted, FALSE) AS "isTrusted",
  coalesce(v.is_active, TRUE) AS "isActive",
  coalesce(v.suspended_until > now(), FALSE) AS "suspendedNow",
  coalesce(
    extract(
      epoch
      FROM
        now() - coalesce(v.signed_up_at, v.first_seen_at)
    ) / 86400,
    0
  )::float8 AS "accountAgeDays",
  (
    SELECT
      count(DISTINCT own.trick_id)
    FROM
      verification.verifications own
    WHERE
      own.poster_id = u.user_id
      AND own.is_verified
  )::int AS "verifiedTricks",
  record.decided AS "decidedVotes",
  record.agreed AS "agreedVotes",
  (
    SELECT
      count(*)
    FROM
      verification.warnings w
    WHERE
      w.user_id = u.user_id
      AND w.warned_at > now() - make_interval(days => $2)
  )::int AS "recentWarnings",
  (
    SELECT
      count(*)
    FROM
      verification.suspensions s
    WHERE
      s.user_id = u.user_id
      AND s.suspended_at > now() - make_interval(days => $2)
  )::int AS "recentSuspensions"
FROM
  unnest($1::UUID[]) AS u (user_id)
  LEFT JOIN verification.voters v ON v.user_id = u.user_id
  CROSS JOIN LATERAL (
    SELECT
      count(*)::int AS decided,
      (
        count(*) FILTER (
          WHERE
            vote.vote = outcome.is_verified
        )
      )::int AS agreed
    FROM
      verification.votes vote
      JOIN verification.verifications outcome ON outcome.id = vote.verification_id
    WHERE
      vote.user_id = u.user_id
      AND vote.withdrawn_at IS NULL
      AND (
        outcome.is_verified
        OR outcome.rejected_at IS NOT NULL
      )
  ) AS record;
