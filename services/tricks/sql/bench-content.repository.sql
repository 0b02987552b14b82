-- The SQL of BenchContentRepository (bench-content.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- BenchContentRepository.catalogue: read
SELECT
  id
FROM
  tricks.tricks
ORDER BY
  id;

-- BenchContentRepository.load: a small load (statement 1 of 19)
SELECT
  conname AS name,
  pg_get_constraintdef(oid) AS definition
FROM
  pg_constraint
WHERE
  conrelid = $1::regclass
  AND contype IN ('p', 'u', 'f')
ORDER BY
  contype;

-- BenchContentRepository.load: a small load (statement 2 of 19)
SELECT
  i.indexrelid::regclass::text AS name,
  pg_get_indexdef(i.indexrelid) AS definition
FROM
  pg_index i
WHERE
  i.indrelid = $1::regclass
  AND NOT EXISTS (
    SELECT
      1
    FROM
      pg_constraint c
    WHERE
      c.conindid = i.indexrelid
  );

-- BenchContentRepository.load: a small load (statement 3 of 19)
ALTER TABLE tricks.progress
DROP CONSTRAINT "progress_trick_id_fkey";

-- BenchContentRepository.load: a small load (statement 4 of 19)
ALTER TABLE tricks.progress
DROP CONSTRAINT "progress_pkey";

-- BenchContentRepository.load: a small load (statement 5 of 19)
ALTER TABLE tricks.progress
DROP CONSTRAINT "progress_user_trick_key";

-- BenchContentRepository.load: a small load (statement 6 of 19)
DROP INDEX tricks.progress_unverified_idx;

-- BenchContentRepository.load: a small load (statement 7 of 19)
DROP INDEX tricks.progress_learned_trick_idx;

-- BenchContentRepository.load: a small load (statement 8 of 19)
INSERT INTO
  tricks.progress (
    id,
    user_id,
    trick_id,
    learned,
    verified,
    learned_at,
    verified_at
  )
SELECT
  (
    'c0000000-0000-4000-8000-' || lpad(to_hex(u * 64 + k), 12, '0')
  )::uuid,
  (
    'b0000000-0000-4000-8000-' || lpad(to_hex(u), 12, '0')
  )::uuid,
  ($3::TEXT[]) [(u * 7 + k) % cardinality($3::TEXT[]) + 1],
  TRUE,
  (u + k) % 5 < 2,
  now() - ((u * 97 + k * 13) % 525600) * interval '1 minute',
  CASE
    WHEN (u + k) % 5 < 2 THEN now()
  END
FROM
  generate_series(1, $1::int) AS u
  CROSS JOIN generate_series(0, $2::int - 1) AS k;

-- BenchContentRepository.load: a small load (statement 9 of 19)
INSERT INTO
  tricks.progress (user_id, trick_id, learned, learned_at)
SELECT
  s.id,
  t.id,
  TRUE,
  now()
FROM
  unnest($1::UUID[]) AS s (id)
  CROSS JOIN unnest(($2::TEXT[]) [1:$3::int]) AS t (id);

-- BenchContentRepository.load: a small load (statement 10 of 19)
ALTER TABLE tricks.progress
ADD CONSTRAINT "progress_user_trick_key" UNIQUE (user_id, trick_id) INCLUDE (learned, verified, learned_at);

-- BenchContentRepository.load: a small load (statement 11 of 19)
ALTER TABLE tricks.progress
ADD CONSTRAINT "progress_pkey" PRIMARY KEY (id);

-- BenchContentRepository.load: a small load (statement 12 of 19)
ALTER TABLE tricks.progress
ADD CONSTRAINT "progress_trick_id_fkey" FOREIGN KEY (trick_id) REFERENCES tricks.tricks (id);

-- BenchContentRepository.load: a small load (statement 13 of 19)
CREATE INDEX progress_unverified_idx ON tricks.progress USING btree (learned_at, id)
WHERE
  (
    learned
    AND (NOT verified)
  );

-- BenchContentRepository.load: a small load (statement 14 of 19)
CREATE INDEX progress_learned_trick_idx ON tricks.progress USING btree (trick_id)
WHERE
  learned;

-- BenchContentRepository.load: a small load (statement 15 of 19)
INSERT INTO
  tricks.user_scores AS s (
    user_id,
    private_score,
    public_score,
    learned_count,
    verified_count,
    level
  )
SELECT
  totals.*,
  least(totals.public_score / $1::int + 1, $2::int)
FROM
  (
    SELECT
      p.user_id,
      sum(t.resolved_points)::int AS private_score,
      COALESCE(
        sum(t.resolved_points) FILTER (
          WHERE
            p.verified
        ),
        0
      )::int AS public_score,
      count(*)::int AS learned_count,
      count(*) FILTER (
        WHERE
          p.verified
      )::int AS verified_count
    FROM
      tricks.progress p
      JOIN tricks.tricks t ON t.id = p.trick_id
    WHERE
      p.learned
    GROUP BY
      p.user_id
  ) AS totals
ON CONFLICT (user_id) DO UPDATE
SET
  private_score = EXCLUDED.private_score,
  public_score = EXCLUDED.public_score,
  learned_count = EXCLUDED.learned_count,
  verified_count = EXCLUDED.verified_count,
  level = EXCLUDED.level;

-- BenchContentRepository.load: a small load (statement 16 of 19)
VACUUM
ANALYZE tricks.progress;

-- BenchContentRepository.load: a small load (statement 17 of 19)
VACUUM
ANALYZE tricks.user_scores;

-- BenchContentRepository.load: a small load (statement 18 of 19)
VACUUM
ANALYZE tricks.leaderboard_users;

-- BenchContentRepository.load: a small load (statement 19 of 19)
SELECT
  (
    SELECT
      count(*)
    FROM
      tricks.leaderboard_users
  )::int AS users,
  (
    SELECT
      count(*)
    FROM
      tricks.progress
  )::int AS progress;

-- BenchContentRepository.counts: read
SELECT
  (
    SELECT
      count(*)
    FROM
      tricks.leaderboard_users
  )::int AS users,
  (
    SELECT
      count(*)
    FROM
      tricks.progress
  )::int AS progress;
