-- The SQL of PostsRepository (posts.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- PostsRepository.insert: write (statement 1 of 2)
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
    media_id,
    created_at,
    popularity_rank
  )
SELECT
  $1,
  $2,
  $3,
  $4,
  $5,
  $6,
  $7,
  $8::TEXT[],
  $9,
  $10::uuid,
  c.at,
  (
    sign(0)::float8 * log(greatest(abs(0), 1)::float8) + extract(
      epoch
      FROM
        c.at
    )::float8 / 45000
  )
FROM
  (
    SELECT
      date_trunc('milliseconds', now()) AS at
  ) c
RETURNING
  created_at;

-- PostsRepository.insert: write (statement 2 of 2)
INSERT INTO
  posts.post_tags (post_id, trick_id, created_at)
SELECT
  $1,
  trick_id,
  $3
FROM
  unnest($2::TEXT[]) AS trick_id;

-- PostsRepository.placeOf: read
SELECT
  "Post"."user_id" AS "Post_user_id",
  "Post"."parent_post_id" AS "Post_parent_post_id",
  "Post"."id" AS "Post_id"
FROM
  "posts"."posts" "Post"
WHERE
  (("Post"."id" = $1))
LIMIT
  1;

-- PostsRepository.lock: read
SELECT
  id,
  user_id,
  parent_post_id,
  post_type
FROM
  posts.posts
WHERE
  id = $1
FOR UPDATE;

-- PostsRepository.delete: write
DELETE FROM "posts"."posts"
WHERE
  "id" = $1;

-- PostsRepository.setReview: write
UPDATE "posts"."posts"
SET
  "verification_status" = $1,
  "is_verified" = $2
WHERE
  "id" = $3;

-- PostsRepository.refreshReplies: write
UPDATE posts.posts p
SET
  reply_count = r.replies,
  popularity_rank = (
    sign((p.reaction_score + r.replies))::float8 * log(
      greatest(abs((p.reaction_score + r.replies)), 1)::float8
    ) + extract(
      epoch
      FROM
        p.created_at
    )::float8 / 45000
  )
FROM
  (
    SELECT
      count(*)::int AS replies
    FROM
      posts.posts
    WHERE
      parent_post_id = $1
  ) r
WHERE
  p.id = $1;

-- PostsRepository.moderate: write
UPDATE posts.posts
SET
  hidden_at = CASE
    WHEN $2 THEN $3::timestamptz
  END,
  moderated_at = $3
WHERE
  id = $1
  AND (
    moderated_at IS NULL
    OR moderated_at < $3
  );

-- PostsRepository.approveWhenAllVerified: write
UPDATE posts.posts p
SET
  verification_status = 'approved',
  is_verified = TRUE
WHERE
  p.id = $1
  AND p.verification_status = 'pending'
  AND NOT EXISTS (
    SELECT
      1
    FROM
      unnest(p.tagged_tricks) AS tag (trick_id)
    WHERE
      NOT EXISTS (
        SELECT
          1
        FROM
          posts.post_verifications v
        WHERE
          v.post_id = p.id
          AND v.trick_id = tag.trick_id
          AND v.is_verified
          AND NOT v.removed
      )
  );

-- PostsRepository.exportOf: posts
SELECT
  "p"."id" AS "p_id",
  "p"."user_id" AS "p_user_id",
  "p"."content" AS "p_content",
  "p"."image_url" AS "p_image_url",
  "p"."video_url" AS "p_video_url",
  "p"."media_id" AS "p_media_id",
  "p"."post_type" AS "p_post_type",
  "p"."parent_post_id" AS "p_parent_post_id",
  "p"."tagged_tricks" AS "p_tagged_tricks",
  "p"."verification_status" AS "p_verification_status",
  "p"."is_verified" AS "p_is_verified",
  "p"."like_count" AS "p_like_count",
  "p"."dislike_count" AS "p_dislike_count",
  "p"."reaction_score" AS "p_reaction_score",
  "p"."reply_count" AS "p_reply_count",
  "p"."popularity_rank" AS "p_popularity_rank",
  "p"."created_at" AS "p_created_at",
  "p"."hidden_at" AS "p_hidden_at",
  "p"."moderated_at" AS "p_moderated_at"
FROM
  "posts"."posts" "p"
WHERE
  "p"."user_id" = $1
  AND "p"."parent_post_id" IS NULL
ORDER BY
  "p"."created_at" ASC,
  "p"."id" ASC;

-- PostsRepository.exportOf: replies
SELECT
  "p"."id" AS "p_id",
  "p"."user_id" AS "p_user_id",
  "p"."content" AS "p_content",
  "p"."image_url" AS "p_image_url",
  "p"."video_url" AS "p_video_url",
  "p"."media_id" AS "p_media_id",
  "p"."post_type" AS "p_post_type",
  "p"."parent_post_id" AS "p_parent_post_id",
  "p"."tagged_tricks" AS "p_tagged_tricks",
  "p"."verification_status" AS "p_verification_status",
  "p"."is_verified" AS "p_is_verified",
  "p"."like_count" AS "p_like_count",
  "p"."dislike_count" AS "p_dislike_count",
  "p"."reaction_score" AS "p_reaction_score",
  "p"."reply_count" AS "p_reply_count",
  "p"."popularity_rank" AS "p_popularity_rank",
  "p"."created_at" AS "p_created_at",
  "p"."hidden_at" AS "p_hidden_at",
  "p"."moderated_at" AS "p_moderated_at"
FROM
  "posts"."posts" "p"
WHERE
  "p"."user_id" = $1
  AND "p"."parent_post_id" IS NOT NULL
ORDER BY
  "p"."created_at" ASC,
  "p"."id" ASC;
