-- The SQL of OwnEventsRepository (own-events.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- OwnEventsRepository.wroteEvent: read
SELECT
  1
FROM
  "social"."outbox"
WHERE
  "id" = $1;
