-- The SQL of AuthorsRepository (authors.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- AuthorsRepository.isBrand: read
SELECT
  "Author"."is_brand" AS "Author_is_brand",
  "Author"."user_id" AS "Author_user_id"
FROM
  "posts"."authors" "Author"
WHERE
  (("Author"."user_id" = $1))
LIMIT
  1;
