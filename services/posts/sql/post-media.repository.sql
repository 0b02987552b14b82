-- The SQL of PostMediaRepository (post-media.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- PostMediaRepository.facts: read
SELECT
  m.owner_id,
  m.kind,
  m.status,
  m.files,
  p.id AS post_id
FROM
  posts.media m
  LEFT JOIN posts.posts p ON p.media_id = m.media_id
WHERE
  m.media_id = $1;

-- PostMediaRepository.placeholder: write
INSERT INTO
  posts.media (media_id, owner_id, kind, status, revision)
VALUES
  ($1, $2, $3, 'processing', 0)
ON CONFLICT (media_id) DO NOTHING
RETURNING
  media_id;

-- PostMediaRepository.detachMisfits: write
UPDATE posts.posts
SET
  media_id = NULL
WHERE
  media_id = $1
  AND (
    user_id <> $2
    OR (
      post_type = 'trick_video'
      AND $3 <> 'video'
    )
  )
RETURNING
  id;

-- PostMediaRepository.followKind: write
UPDATE posts.posts
SET
  post_type = $2
WHERE
  media_id = $1
  AND post_type IN ('image', 'video')
  AND post_type <> $2;

-- PostMediaRepository.releaseWithPost: write
SELECT
  media_id
FROM
  posts.posts
WHERE
  id = $1
  AND media_id IS NOT NULL;
