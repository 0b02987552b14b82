-- The SQL of VerificationsRepository (verifications.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- VerificationsRepository.open: write
INSERT INTO
  verification.verifications (id, post_id, poster_id, trick_id, position)
SELECT
  gen_random_uuid(),
  $1,
  $2,
  tagged.trick_id,
  tagged.position
FROM
  unnest($3::TEXT[]) WITH ORDINALITY AS tagged (trick_id, position)
ON CONFLICT (post_id, trick_id) DO NOTHING
RETURNING
  *;

-- VerificationsRepository.lock: read
SELECT
  *
FROM
  verification.verifications
WHERE
  id = $1
FOR UPDATE;

-- VerificationsRepository.lockPost: read
SELECT
  *
FROM
  verification.verifications
WHERE
  post_id = $1
ORDER BY
  id
FOR UPDATE;

-- VerificationsRepository.find: read
SELECT
  *
FROM
  verification.verifications
WHERE
  id = $1;

-- VerificationsRepository.forPost: read
SELECT
  *
FROM
  verification.verifications
WHERE
  post_id = $1
ORDER BY
  created_at,
  position,
  id;

-- VerificationsRepository.contested: read
SELECT
  *
FROM
  verification.verifications
WHERE
  contested_at IS NOT NULL
  AND decided_at IS NULL
ORDER BY
  contested_at,
  id
LIMIT
  $1;

-- VerificationsRepository.storeCount: write
WITH
  changed AS (
    UPDATE verification.verifications
    SET
      votes_for = $2,
      votes_against = $3,
      weighted_for = $4,
      weighted_against = $5,
      make_voters = $6,
      make_share_met = $7,
      discounted_votes = $8,
      is_verified = $9::boolean,
      verified_at = CASE
        WHEN $9::boolean THEN COALESCE(verified_at, now())
      END,
      settled_by = $10,
      contested_at = CASE
        WHEN $11::boolean THEN coalesce(contested_at, now())
        WHEN $12::boolean THEN NULL
        ELSE contested_at
      END,
      contest_reason = CASE
        WHEN $11::boolean THEN 'fake_votes'
        WHEN $12::boolean THEN NULL
        ELSE contest_reason
      END,
      revision = revision + 1
    WHERE
      id = $1
    RETURNING
      *
  )
SELECT
  *
FROM
  changed;

-- VerificationsRepository.contest: write
WITH
  changed AS (
    UPDATE verification.verifications
    SET
      contested_at = now(),
      contest_reason = $2,
      revision = revision + 1
    WHERE
      id = ANY ($1::UUID[])
    RETURNING
      *
  )
SELECT
  *
FROM
  changed;

-- VerificationsRepository.decide: write
WITH
  changed AS (
    UPDATE verification.verifications
    SET
      is_verified = $2::boolean,
      verified_at = CASE
        WHEN $2::boolean THEN COALESCE(verified_at, now())
      END,
      rejected_at = CASE
        WHEN $2::boolean THEN NULL
        ELSE COALESCE(rejected_at, now())
      END,
      settled_by = 'admin',
      decided_at = now(),
      decided_by = $3,
      decision_note = $4,
      contested_at = NULL,
      contest_reason = NULL,
      revision = revision + 1
    WHERE
      id = $1
    RETURNING
      *
  )
SELECT
  *
FROM
  changed;

-- VerificationsRepository.approve: write
WITH
  changed AS (
    UPDATE verification.verifications
    SET
      is_verified = TRUE,
      verified_at = COALESCE(verified_at, now()),
      rejected_at = NULL,
      settled_by = 'admin',
      decided_at = now(),
      decided_by = $2::uuid,
      decision_note = NULL,
      contested_at = NULL,
      contest_reason = NULL,
      revision = revision + 1
    WHERE
      id = ANY ($1::UUID[])
    RETURNING
      *
  )
SELECT
  *
FROM
  changed;

-- VerificationsRepository.reject: write
WITH
  changed AS (
    UPDATE verification.verifications
    SET
      is_verified = FALSE,
      verified_at = NULL,
      rejected_at = COALESCE(rejected_at, now()),
      settled_by = 'admin',
      decided_at = now(),
      decided_by = $2::uuid,
      decision_note = NULL,
      contested_at = NULL,
      contest_reason = NULL,
      revision = revision + 1
    WHERE
      id = ANY ($1::UUID[])
    RETURNING
      *
  )
SELECT
  *
FROM
  changed;

-- VerificationsRepository.remove: write
DELETE FROM verification.verifications
WHERE
  id = ANY ($1::UUID[]);

-- VerificationsRepository.isTrickVerified: read
SELECT
  1
FROM
  verification.verifications
WHERE
  poster_id = $1
  AND trick_id = $2
  AND is_verified
LIMIT
  1;

-- VerificationsRepository.lockPosterTricks: write
SELECT
  pg_advisory_xact_lock($1::integer, keys.key)
FROM
  (
    SELECT DISTINCT
      hashtext (k) AS key
    FROM
      unnest($2::TEXT[]) AS k
  ) AS keys
ORDER BY
  keys.key;

-- VerificationsRepository.exportOf: read
SELECT
  *
FROM
  verification.verifications
WHERE
  poster_id = $1
ORDER BY
  created_at,
  id;
