-- The SQL of TimelineRepository (timeline.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- TimelineRepository.fanOut: write (statement 1 of 2)
SELECT
  pg_advisory_xact_lock_shared(
    hashtextextended ('timeline-author:' || $1::text, 0)
  );

-- TimelineRepository.fanOut: write (statement 2 of 2)
INSERT INTO
  posts.timeline (reader_id, created_at, post_id, author_id)
SELECT
  p.user_id,
  p.created_at,
  p.id,
  p.user_id
FROM
  posts.posts p
WHERE
  p.parent_post_id IS NULL
  AND p.id = $1
UNION ALL
SELECT
  f.follower_id,
  p.created_at,
  p.id,
  p.user_id
FROM
  posts.posts p
  JOIN posts.follows f ON f.following_id = p.user_id
  AND f.is_following
WHERE
  p.parent_post_id IS NULL
  AND p.id = $1
ON CONFLICT DO NOTHING;

-- TimelineRepository.lockAuthor: write
SELECT
  pg_advisory_xact_lock(
    hashtextextended ('timeline-author:' || $1::text, 0)
  );

-- TimelineRepository.followChanged: follow
INSERT INTO
  posts.timeline (reader_id, created_at, post_id, author_id)
SELECT
  f.follower_id,
  p.created_at,
  p.id,
  p.user_id
FROM
  posts.posts p
  JOIN posts.follows f ON f.following_id = p.user_id
  AND f.is_following
WHERE
  p.parent_post_id IS NULL
  AND f.follower_id = $1
  AND f.following_id = $2
ON CONFLICT DO NOTHING;

-- TimelineRepository.followChanged: unfollow
DELETE FROM posts.timeline
WHERE
  reader_id = $1
  AND author_id = $2;

-- TimelineRepository.fillAll: write
INSERT INTO
  posts.timeline (reader_id, created_at, post_id, author_id)
SELECT
  p.user_id,
  p.created_at,
  p.id,
  p.user_id
FROM
  posts.posts p
WHERE
  p.parent_post_id IS NULL
  AND TRUE
UNION ALL
SELECT
  f.follower_id,
  p.created_at,
  p.id,
  p.user_id
FROM
  posts.posts p
  JOIN posts.follows f ON f.following_id = p.user_id
  AND f.is_following
WHERE
  p.parent_post_id IS NULL
  AND TRUE
ON CONFLICT DO NOTHING;
