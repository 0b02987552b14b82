-- The SQL of AdvisoryLocks (advisory-locks.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- AdvisoryLocks.lockUserScore: write
WITH
  catalogue AS MATERIALIZED (
    SELECT
      pg_advisory_xact_lock_shared($1::bigint)
  )
SELECT
  pg_advisory_xact_lock($2::integer, hashtext ($3))
FROM
  catalogue;

-- AdvisoryLocks.lockCatalogue: write
SELECT
  pg_advisory_xact_lock($1::bigint);
