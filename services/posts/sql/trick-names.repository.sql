-- The SQL of TrickNamesRepository (trick-names.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- TrickNamesRepository.knownOf: read
SELECT
  "TrickName"."id" AS "TrickName_id"
FROM
  "posts"."tricks" "TrickName"
WHERE
  (("TrickName"."id" IN ($1, $2)));
