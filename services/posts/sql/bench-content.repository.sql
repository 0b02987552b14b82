-- The SQL of BenchContentRepository (bench-content.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- BenchContentRepository.catalogue: read
SELECT
  id
FROM
  posts.tricks
ORDER BY
  id;

-- BenchContentRepository.load: a small load (statement 1 of 67)
SELECT
  conname AS name,
  pg_get_constraintdef(oid) AS definition
FROM
  pg_constraint
WHERE
  conrelid = $1::regclass
  AND contype IN ('p', 'u', 'f')
ORDER BY
  contype;

-- BenchContentRepository.load: a small load (statement 2 of 67)
SELECT
  i.indexrelid::regclass::text AS name,
  pg_get_indexdef(i.indexrelid) AS definition
FROM
  pg_index i
WHERE
  i.indrelid = $1::regclass
  AND NOT EXISTS (
    SELECT
      1
    FROM
      pg_constraint c
    WHERE
      c.conindid = i.indexrelid
  );

-- BenchContentRepository.load: a small load (statement 3 of 67)
ALTER TABLE posts.timeline
DROP CONSTRAINT "timeline_post_id_fkey";

-- BenchContentRepository.load: a small load (statement 4 of 67)
ALTER TABLE posts.timeline
DROP CONSTRAINT "timeline_pkey";

-- BenchContentRepository.load: a small load (statement 5 of 67)
DROP INDEX posts.timeline_reader_author_idx;

-- BenchContentRepository.load: a small load (statement 6 of 67)
DROP INDEX posts.timeline_post_idx;

-- BenchContentRepository.load: a small load (statement 7 of 67)
SELECT
  conname AS name,
  pg_get_constraintdef(oid) AS definition
FROM
  pg_constraint
WHERE
  conrelid = $1::regclass
  AND contype IN ('p', 'u', 'f')
ORDER BY
  contype;

-- BenchContentRepository.load: a small load (statement 8 of 67)
SELECT
  i.indexrelid::regclass::text AS name,
  pg_get_indexdef(i.indexrelid) AS definition
FROM
  pg_index i
WHERE
  i.indrelid = $1::regclass
  AND NOT EXISTS (
    SELECT
      1
    FROM
      pg_constraint c
    WHERE
      c.conindid = i.indexrelid
  );

-- BenchContentRepository.load: a small load (statement 9 of 67)
ALTER TABLE posts.reactions
DROP CONSTRAINT "reactions_post_id_fkey";

-- BenchContentRepository.load: a small load (statement 10 of 67)
ALTER TABLE posts.reactions
DROP CONSTRAINT "reactions_pkey";

-- BenchContentRepository.load: a small load (statement 11 of 67)
SELECT
  conname AS name,
  pg_get_constraintdef(oid) AS definition
FROM
  pg_constraint
WHERE
  conrelid = $1::regclass
  AND contype IN ('p', 'u', 'f')
ORDER BY
  contype;

-- BenchContentRepository.load: a small load (statement 12 of 67)
SELECT
  i.indexrelid::regclass::text AS name,
  pg_get_indexdef(i.indexrelid) AS definition
FROM
  pg_index i
WHERE
  i.indrelid = $1::regclass
  AND NOT EXISTS (
    SELECT
      1
    FROM
      pg_constraint c
    WHERE
      c.conindid = i.indexrelid
  );

-- BenchContentRepository.load: a small load (statement 13 of 67)
ALTER TABLE posts.post_tags
DROP CONSTRAINT "post_tags_post_id_fkey";

-- BenchContentRepository.load: a small load (statement 14 of 67)
ALTER TABLE posts.post_tags
DROP CONSTRAINT "post_tags_pkey";

-- BenchContentRepository.load: a small load (statement 15 of 67)
DROP INDEX posts.post_tags_trick_created_idx;

-- BenchContentRepository.load: a small load (statement 16 of 67)
SELECT
  conname AS name,
  pg_get_constraintdef(oid) AS definition
FROM
  pg_constraint
WHERE
  conrelid = $1::regclass
  AND contype IN ('p', 'u', 'f')
ORDER BY
  contype;

-- BenchContentRepository.load: a small load (statement 17 of 67)
SELECT
  i.indexrelid::regclass::text AS name,
  pg_get_indexdef(i.indexrelid) AS definition
FROM
  pg_index i
WHERE
  i.indrelid = $1::regclass
  AND NOT EXISTS (
    SELECT
      1
    FROM
      pg_constraint c
    WHERE
      c.conindid = i.indexrelid
  );

-- BenchContentRepository.load: a small load (statement 18 of 67)
ALTER TABLE posts.post_verifications
DROP CONSTRAINT "post_verifications_post_id_fkey";

-- BenchContentRepository.load: a small load (statement 19 of 67)
ALTER TABLE posts.post_verifications
DROP CONSTRAINT "post_verifications_pkey";

-- BenchContentRepository.load: a small load (statement 20 of 67)
DROP INDEX posts.post_verifications_post_idx;

-- BenchContentRepository.load: a small load (statement 21 of 67)
SELECT
  conname AS name,
  pg_get_constraintdef(oid) AS definition
FROM
  pg_constraint
WHERE
  conrelid = $1::regclass
  AND contype IN ('p', 'u', 'f')
ORDER BY
  contype;

-- BenchContentRepository.load: a small load (statement 22 of 67)
SELECT
  i.indexrelid::regclass::text AS name,
  pg_get_indexdef(i.indexrelid) AS definition
FROM
  pg_index i
WHERE
  i.indrelid = $1::regclass
  AND NOT EXISTS (
    SELECT
      1
    FROM
      pg_constraint c
    WHERE
      c.conindid = i.indexrelid
  );

-- BenchContentRepository.load: a small load (statement 23 of 67)
ALTER TABLE posts.posts
DROP CONSTRAINT "posts_parent_post_id_fkey";

-- BenchContentRepository.load: a small load (statement 24 of 67)
ALTER TABLE posts.posts
DROP CONSTRAINT "posts_pkey";

-- BenchContentRepository.load: a small load (statement 25 of 67)
ALTER TABLE posts.posts
DROP CONSTRAINT "posts_media_id_key";

-- BenchContentRepository.load: a small load (statement 26 of 67)
DROP INDEX posts.posts_top_level_created_idx;

-- BenchContentRepository.load: a small load (statement 27 of 67)
DROP INDEX posts.posts_top_level_rank_idx;

-- BenchContentRepository.load: a small load (statement 28 of 67)
DROP INDEX posts.posts_trick_video_created_idx;

-- BenchContentRepository.load: a small load (statement 29 of 67)
DROP INDEX posts.posts_replies_idx;

-- BenchContentRepository.load: a small load (statement 30 of 67)
DROP INDEX posts.posts_user_created_idx;

-- BenchContentRepository.load: a small load (statement 31 of 67)
INSERT INTO
  posts.posts (
    id,
    user_id,
    content,
    image_url,
    video_url,
    post_type,
    parent_post_id,
    tagged_tricks,
    verification_status,
    popularity_rank,
    created_at
  )
SELECT
  (
    'd0000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0')
  )::uuid,
  (
    'b0000000-0000-4000-8000-' || lpad(to_hex(1 + (n::bigint * 7919) % $2::int), 12, '0')
  )::uuid,
  'Session clip number ' || n || ' at the park',
  CASE
    WHEN n % 10 = 3 THEN 'https://images.example/' || n || '.jpg'
  END,
  CASE
    WHEN n % 10 IN (4, 5) THEN 'https://videos.example/' || n || '.mp4'
  END,
  CASE n % 10
    WHEN 0 THEN 'reply'
    WHEN 3 THEN 'image'
    WHEN 4 THEN 'video'
    WHEN 5 THEN 'trick_video'
    ELSE 'text'
  END,
  CASE
    WHEN n % 10 = 0 THEN (
      'd0000000-0000-4000-8000-' || lpad(to_hex(n - 1), 12, '0')
    )::uuid
  END,
  CASE
    WHEN n % 10 = 5 THEN ARRAY[($3::TEXT[]) [n % cardinality($3::TEXT[]) + 1]]
    ELSE '{}'
  END,
  CASE
    WHEN n % 10 = 5 THEN (
      CASE
        WHEN n % 7 = 0 THEN 'approved'
        ELSE 'pending'
      END
    )
  END,
  0,
  date_trunc(
    'milliseconds',
    now() - ($1::int - n) * interval '20 seconds'
  )
FROM
  generate_series(1, $1::int) AS n;

-- BenchContentRepository.load: a small load (statement 32 of 67)
UPDATE posts.posts
SET
  is_verified = TRUE
WHERE
  verification_status = 'approved';

-- BenchContentRepository.load: a small load (statement 33 of 67)
INSERT INTO
  posts.post_tags (post_id, trick_id, created_at)
SELECT
  id,
  tagged_tricks[1],
  created_at
FROM
  posts.posts
WHERE
  post_type = 'trick_video';

-- BenchContentRepository.load: a small load (statement 34 of 67)
INSERT INTO
  posts.post_verifications (
    verification_id,
    post_id,
    trick_id,
    votes_for,
    votes_against,
    is_verified,
    removed,
    revision
  )
SELECT
  (
    'e0000000-0000-4000-8000-' || lpad(to_hex(row_number() OVER ()), 12, '0')
  )::uuid,
  id,
  tagged_tricks[1],
  length(content) % 7,
  length(content) % 3,
  is_verified,
  FALSE,
  1
FROM
  posts.posts
WHERE
  post_type = 'trick_video';

-- BenchContentRepository.load: a small load (statement 35 of 67)
INSERT INTO
  posts.reactions (
    post_id,
    user_id,
    reaction_type,
    weight,
    created_at
  )
SELECT
  (
    'd0000000-0000-4000-8000-' || lpad(to_hex((i / 9) * 10 + i % 9 + 1), 12, '0')
  )::uuid,
  (
    'b0000000-0000-4000-8000-' || lpad(
      to_hex(1 + (i * 31 + k * 7919) % $3::int),
      12,
      '0'
    )
  )::uuid,
  CASE
    WHEN r % 5 = 0 THEN 'dislike'
    ELSE 'like'
  END,
  CASE
    WHEN (i * 31 + k * 7919) % $3::int % 50 = 49 THEN 5
    ELSE 1
  END,
  now()
FROM
  generate_series(0, $1::int - 1) AS r,
  LATERAL (
    SELECT
      r % $2::int AS i,
      r / $2::int AS k
  ) AS slot;

-- BenchContentRepository.load: a small load (statement 36 of 67)
UPDATE posts.posts p
SET
  like_count = c.likes,
  dislike_count = c.dislikes,
  reaction_score = c.score
FROM
  (
    SELECT
      post_id,
      count(*) FILTER (
        WHERE
          reaction_type = 'like'
      )::int AS likes,
      count(*) FILTER (
        WHERE
          reaction_type = 'dislike'
      )::int AS dislikes,
      sum(
        CASE
          WHEN reaction_type = 'like' THEN weight
          ELSE - weight
        END
      )::int AS score
    FROM
      posts.reactions
    GROUP BY
      post_id
  ) c
WHERE
  p.id = c.post_id;

-- BenchContentRepository.load: a small load (statement 37 of 67)
UPDATE posts.posts p
SET
  reply_count = c.replies
FROM
  (
    SELECT
      parent_post_id,
      count(*)::int AS replies
    FROM
      posts.posts
    WHERE
      parent_post_id IS NOT NULL
    GROUP BY
      parent_post_id
  ) c
WHERE
  p.id = c.parent_post_id;

-- BenchContentRepository.load: a small load (statement 38 of 67)
UPDATE posts.posts
SET
  popularity_rank = (
    sign((reaction_score + reply_count))::float8 * log(
      greatest(abs((reaction_score + reply_count)), 1)::float8
    ) + extract(
      epoch
      FROM
        created_at
    )::float8 / 45000
  );

-- BenchContentRepository.load: a small load (statement 39 of 67)
INSERT INTO
  posts.follows (
    follower_id,
    following_id,
    is_following,
    changed_at
  )
SELECT
  s.id,
  (
    'b0000000-0000-4000-8000-' || lpad(
      to_hex(1 + (s.n * 104729 + f * 499) % $2::int),
      12,
      '0'
    )
  )::uuid,
  TRUE,
  now()
FROM
  unnest($1::UUID[]) WITH ORDINALITY AS s (id, n),
  generate_series(1, $3::int) AS f
ON CONFLICT DO NOTHING;

-- BenchContentRepository.load: a small load (statement 40 of 67)
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

-- BenchContentRepository.load: a small load (statement 41 of 67)
ALTER TABLE posts.posts
ADD CONSTRAINT "posts_media_id_key" UNIQUE (media_id);

-- BenchContentRepository.load: a small load (statement 42 of 67)
ALTER TABLE posts.posts
ADD CONSTRAINT "posts_pkey" PRIMARY KEY (id);

-- BenchContentRepository.load: a small load (statement 43 of 67)
ALTER TABLE posts.posts
ADD CONSTRAINT "posts_parent_post_id_fkey" FOREIGN KEY (parent_post_id) REFERENCES posts.posts (id) ON DELETE CASCADE;

-- BenchContentRepository.load: a small load (statement 44 of 67)
CREATE INDEX posts_top_level_created_idx ON posts.posts USING btree (created_at DESC, id DESC)
WHERE
  (parent_post_id IS NULL);

-- BenchContentRepository.load: a small load (statement 45 of 67)
CREATE INDEX posts_top_level_rank_idx ON posts.posts USING btree (popularity_rank DESC, created_at DESC, id DESC)
WHERE
  (parent_post_id IS NULL);

-- BenchContentRepository.load: a small load (statement 46 of 67)
CREATE INDEX posts_trick_video_created_idx ON posts.posts USING btree (created_at DESC, id DESC)
WHERE
  (post_type = 'trick_video'::text);

-- BenchContentRepository.load: a small load (statement 47 of 67)
CREATE INDEX posts_replies_idx ON posts.posts USING btree (parent_post_id, created_at, id)
WHERE
  (parent_post_id IS NOT NULL);

-- BenchContentRepository.load: a small load (statement 48 of 67)
CREATE INDEX posts_user_created_idx ON posts.posts USING btree (user_id, created_at DESC, id DESC) INCLUDE (hidden_at)
WHERE
  (parent_post_id IS NULL);

-- BenchContentRepository.load: a small load (statement 49 of 67)
ALTER TABLE posts.post_verifications
ADD CONSTRAINT "post_verifications_pkey" PRIMARY KEY (verification_id);

-- BenchContentRepository.load: a small load (statement 50 of 67)
ALTER TABLE posts.post_verifications
ADD CONSTRAINT "post_verifications_post_id_fkey" FOREIGN KEY (post_id) REFERENCES posts.posts (id) ON DELETE CASCADE;

-- BenchContentRepository.load: a small load (statement 51 of 67)
CREATE INDEX post_verifications_post_idx ON posts.post_verifications USING btree (post_id);

-- BenchContentRepository.load: a small load (statement 52 of 67)
ALTER TABLE posts.post_tags
ADD CONSTRAINT "post_tags_pkey" PRIMARY KEY (post_id, trick_id);

-- BenchContentRepository.load: a small load (statement 53 of 67)
ALTER TABLE posts.post_tags
ADD CONSTRAINT "post_tags_post_id_fkey" FOREIGN KEY (post_id) REFERENCES posts.posts (id) ON DELETE CASCADE;

-- BenchContentRepository.load: a small load (statement 54 of 67)
CREATE INDEX post_tags_trick_created_idx ON posts.post_tags USING btree (trick_id, created_at DESC, post_id DESC);

-- BenchContentRepository.load: a small load (statement 55 of 67)
ALTER TABLE posts.reactions
ADD CONSTRAINT "reactions_pkey" PRIMARY KEY (post_id, user_id) INCLUDE (reaction_type, weight);

-- BenchContentRepository.load: a small load (statement 56 of 67)
ALTER TABLE posts.reactions
ADD CONSTRAINT "reactions_post_id_fkey" FOREIGN KEY (post_id) REFERENCES posts.posts (id) ON DELETE CASCADE;

-- BenchContentRepository.load: a small load (statement 57 of 67)
ALTER TABLE posts.timeline
ADD CONSTRAINT "timeline_pkey" PRIMARY KEY (reader_id, created_at, post_id);

-- BenchContentRepository.load: a small load (statement 58 of 67)
ALTER TABLE posts.timeline
ADD CONSTRAINT "timeline_post_id_fkey" FOREIGN KEY (post_id) REFERENCES posts.posts (id) ON DELETE CASCADE;

-- BenchContentRepository.load: a small load (statement 59 of 67)
CREATE INDEX timeline_reader_author_idx ON posts.timeline USING btree (reader_id, author_id);

-- BenchContentRepository.load: a small load (statement 60 of 67)
CREATE INDEX timeline_post_idx ON posts.timeline USING btree (post_id);

-- BenchContentRepository.load: a small load (statement 61 of 67)
VACUUM
ANALYZE posts.posts;

-- BenchContentRepository.load: a small load (statement 62 of 67)
VACUUM
ANALYZE posts.reactions;

-- BenchContentRepository.load: a small load (statement 63 of 67)
VACUUM
ANALYZE posts.authors;

-- BenchContentRepository.load: a small load (statement 64 of 67)
VACUUM
ANALYZE posts.follows;

-- BenchContentRepository.load: a small load (statement 65 of 67)
VACUUM
ANALYZE posts.post_tags;

-- BenchContentRepository.load: a small load (statement 66 of 67)
VACUUM
ANALYZE posts.timeline;

-- BenchContentRepository.load: a small load (statement 67 of 67)
SELECT
  (
    SELECT
      count(*)
    FROM
      posts.authors
  )::int AS authors,
  (
    SELECT
      count(*)
    FROM
      posts.posts
  )::int AS posts,
  (
    SELECT
      count(*)
    FROM
      posts.reactions
  )::int AS reactions,
  (
    SELECT
      count(*)
    FROM
      posts.follows
  )::int AS follows;

-- BenchContentRepository.counts: read
SELECT
  (
    SELECT
      count(*)
    FROM
      posts.authors
  )::int AS authors,
  (
    SELECT
      count(*)
    FROM
      posts.posts
  )::int AS posts,
  (
    SELECT
      count(*)
    FROM
      posts.reactions
  )::int AS reactions,
  (
    SELECT
      count(*)
    FROM
      posts.follows
  )::int AS follows;
