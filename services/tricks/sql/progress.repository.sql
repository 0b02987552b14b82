-- The SQL of ProgressRepository (progress.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- ProgressRepository.currentOf: read
SELECT
  t.resolved_points,
  p.learned,
  p.verified,
  p.learned_at,
  COALESCE(
    (
      SELECT
        u.is_brand
      FROM
        tricks.leaderboard_users u
      WHERE
        u.user_id = $1
    ),
    FALSE
  ) AS is_brand
FROM
  tricks.tricks t
  LEFT JOIN tricks.progress p ON p.user_id = $1
  AND p.trick_id = t.id
WHERE
  t.id = $2;

-- ProgressRepository.save: write
INSERT INTO
  tricks.progress AS p (
    user_id,
    trick_id,
    learned,
    verified,
    learned_at,
    verified_at,
    verified_by
  )
VALUES
  (
    $1,
    $2,
    $3::boolean,
    $4::boolean,
    CASE
      WHEN $3::boolean THEN now()
    END,
    CASE
      WHEN $4::boolean THEN now()
    END,
    CASE
      WHEN $4::boolean THEN $5::uuid
    END
  )
ON CONFLICT (user_id, trick_id) DO UPDATE
SET
  learned = EXCLUDED.learned,
  verified = EXCLUDED.verified,
  learned_at = CASE
    WHEN EXCLUDED.learned THEN COALESCE(p.learned_at, now())
  END,
  verified_at = CASE
    WHEN EXCLUDED.verified THEN COALESCE(p.verified_at, now())
  END,
  verified_by = CASE
    WHEN NOT EXCLUDED.verified THEN NULL
    WHEN p.verified THEN p.verified_by
    ELSE EXCLUDED.verified_by
  END,
  updated_at = now()
RETURNING
  p.user_id,
  p.trick_id,
  p.learned,
  p.verified,
  p.learned_at;

-- ProgressRepository.removeAllOf: write
DELETE FROM tricks.progress p USING tricks.tricks t
WHERE
  p.user_id = $1
  AND t.id = p.trick_id
RETURNING
  p.trick_id,
  p.learned,
  p.verified,
  t.resolved_points;

-- ProgressRepository.listOf: read
SELECT
  user_id,
  trick_id,
  learned,
  verified,
  learned_at
FROM
  tricks.progress
WHERE
  user_id = $1
ORDER BY
  trick_id;

-- ProgressRepository.keyOf: read
SELECT
  user_id,
  trick_id
FROM
  tricks.progress
WHERE
  id = $1;

-- ProgressRepository.unverified: read
SELECT
  p.id,
  p.user_id,
  u.username,
  p.trick_id,
  t.name AS trick_name,
  t.resolved_points,
  p.learned_at
FROM
  tricks.progress p
  JOIN tricks.tricks t ON t.id = p.trick_id
  LEFT JOIN tricks.leaderboard_users u ON u.user_id = p.user_id
WHERE
  p.learned
  AND NOT p.verified
  AND (
    $2::uuid IS NULL
    OR p.user_id = $2::uuid
  )
ORDER BY
  p.learned_at,
  p.id
LIMIT
  $1;

-- ProgressRepository.learnedBy: read
SELECT
  COALESCE(
    (
      SELECT
        is_brand
      FROM
        tricks.leaderboard_users
      WHERE
        user_id = $1
    ),
    FALSE
  ) AS is_brand,
  ARRAY(
    SELECT
      trick_id
    FROM
      tricks.progress
    WHERE
      user_id = $1
      AND learned
  ) AS learned;

-- ProgressRepository.exportOf: read
SELECT
  p.trick_id,
  t.name AS trick_name,
  p.learned,
  p.verified,
  p.learned_at,
  p.verified_at,
  p.updated_at
FROM
  tricks.progress p
  LEFT JOIN tricks.tricks t ON t.id = p.trick_id
WHERE
  p.user_id = $1
ORDER BY
  p.trick_id;
