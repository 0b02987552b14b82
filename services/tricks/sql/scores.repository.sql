-- The SQL of ScoresRepository (scores.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- ScoresRepository.recount: read
SELECT
  ids.user_id,
  totals.*,
  (
    SELECT
      to_jsonb(s)
    FROM
      tricks.user_scores s
    WHERE
      s.user_id = ids.user_id
  ) AS stored
FROM
  unnest($1::UUID[]) AS ids (user_id)
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(sum(t.resolved_points), 0)::int AS private_score,
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
      p.user_id = ids.user_id
      AND p.learned
  ) AS totals;

-- ScoresRepository.learnersOf: read
SELECT DISTINCT
  user_id
FROM
  tricks.progress
WHERE
  trick_id = ANY ($1)
  AND learned;

-- ScoresRepository.store: write
INSERT INTO
  tricks.user_scores AS s (
    user_id,
    private_score,
    public_score,
    learned_count,
    verified_count,
    level,
    updated_at
  )
SELECT
  *,
  now()
FROM
  unnest(
    $1::UUID[],
    $2::INT[],
    $3::INT[],
    $4::INT[],
    $5::INT[],
    $6::INT[]
  )
ON CONFLICT (user_id) DO UPDATE
SET
  private_score = EXCLUDED.private_score,
  public_score = EXCLUDED.public_score,
  learned_count = EXCLUDED.learned_count,
  verified_count = EXCLUDED.verified_count,
  level = EXCLUDED.level,
  updated_at = now();

-- ScoresRepository.start: write
INSERT INTO
  tricks.user_scores (user_id)
SELECT
  unnest($1::UUID[])
ON CONFLICT DO NOTHING;

-- ScoresRepository.findOf: read
SELECT
  "UserScore"."user_id" AS "UserScore_user_id",
  "UserScore"."private_score" AS "UserScore_private_score",
  "UserScore"."public_score" AS "UserScore_public_score",
  "UserScore"."learned_count" AS "UserScore_learned_count",
  "UserScore"."verified_count" AS "UserScore_verified_count",
  "UserScore"."level" AS "UserScore_level",
  "UserScore"."updated_at" AS "UserScore_updated_at"
FROM
  "tricks"."user_scores" "UserScore"
WHERE
  (("UserScore"."user_id" = $1))
LIMIT
  1;

-- ScoresRepository.exportOf: read
SELECT
  "UserScore"."user_id" AS "UserScore_user_id",
  "UserScore"."private_score" AS "UserScore_private_score",
  "UserScore"."public_score" AS "UserScore_public_score",
  "UserScore"."learned_count" AS "UserScore_learned_count",
  "UserScore"."verified_count" AS "UserScore_verified_count",
  "UserScore"."level" AS "UserScore_level",
  "UserScore"."updated_at" AS "UserScore_updated_at"
FROM
  "tricks"."user_scores" "UserScore"
WHERE
  (("UserScore"."user_id" = $1));
