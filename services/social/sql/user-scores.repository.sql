-- The SQL of UserScoresRepository (user-scores.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- UserScoresRepository.apply: write
INSERT INTO
  social.user_scores AS stored (
    user_id,
    private_score,
    public_score,
    level,
    occurred_at
  )
VALUES
  ($1, $2, $3, $4, $5)
ON CONFLICT (user_id) DO UPDATE
SET
  private_score = EXCLUDED.private_score,
  public_score = EXCLUDED.public_score,
  level = EXCLUDED.level,
  occurred_at = EXCLUDED.occurred_at
WHERE
  stored.occurred_at < EXCLUDED.occurred_at
RETURNING
  TRUE AS applied;
