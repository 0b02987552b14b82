-- The SQL of PostPreviewsRepository (post-previews.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- PostPreviewsRepository.hasKnownAuthor: read
SELECT
  EXISTS (
    SELECT
      1
    FROM
      posts.posts p
      JOIN posts.authors a ON a.user_id = p.user_id
    WHERE
      p.id = $1::uuid
  ) AS known;
