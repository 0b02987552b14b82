-- The SQL of UserPostsRepository (user-posts.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- UserPostsRepository.recordCreated: write
INSERT INTO
  social.user_posts (post_id, user_id, created_at)
VALUES
  ($1, $2, $3)
ON CONFLICT (post_id) DO NOTHING;

-- UserPostsRepository.recordDeleted: write
INSERT INTO
  social.user_posts AS p (post_id, user_id, deleted_at)
VALUES
  ($1, $2, $3)
ON CONFLICT (post_id) DO UPDATE
SET
  deleted_at = COALESCE(p.deleted_at, EXCLUDED.deleted_at);
