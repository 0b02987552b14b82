-- The SQL of MediaPostsRepository (media-posts.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- MediaPostsRepository.record: write
INSERT INTO
  messaging.media_posts (media_id, post_id)
VALUES
  ($1, $2)
ON CONFLICT (media_id) DO NOTHING;

-- MediaPostsRepository.postOf: read
SELECT
  post_id
FROM
  messaging.media_posts
WHERE
  media_id = $1;
