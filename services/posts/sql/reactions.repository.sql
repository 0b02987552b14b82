-- The SQL of ReactionsRepository (reactions.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- ReactionsRepository.reactionsTo: read
SELECT
  r.user_id,
  r.reaction_type,
  r.created_at,
  a.username,
  a.is_admin,
  a.email
FROM
  posts.posts p
  LEFT JOIN posts.reactions r ON r.post_id = p.id
  LEFT JOIN posts.authors a ON a.user_id = r.user_id
WHERE
  p.id = $1
ORDER BY
  r.created_at,
  r.user_id;

-- ReactionsRepository.reactorOf: read
SELECT
  (
    SELECT
      reaction_type
    FROM
      posts.reactions
    WHERE
      post_id = $1
      AND user_id = $2
  ) AS reaction_type,
  COALESCE(a.is_admin, FALSE) AS is_admin,
  COALESCE(a.is_trusted, FALSE) AS is_trusted
FROM
  (
    SELECT
      $2::uuid AS user_id
  ) reactor
  LEFT JOIN posts.authors a ON a.user_id = reactor.user_id;

-- ReactionsRepository.put: write
WITH
  old AS (
    SELECT
      reaction_type,
      weight
    FROM
      posts.reactions
    WHERE
      post_id = $1
      AND user_id = $2
  ),
  put AS (
    INSERT INTO
      posts.reactions (post_id, user_id, reaction_type, weight)
    VALUES
      ($1, $2, $3, $4)
    ON CONFLICT (post_id, user_id) DO UPDATE
    SET
      reaction_type = EXCLUDED.reaction_type,
      weight = EXCLUDED.weight,
      created_at = now()
  )
UPDATE posts.posts p
SET
  like_count = p.like_count + c.likes,
  dislike_count = p.dislike_count + c.dislikes,
  reaction_score = p.reaction_score + c.score,
  popularity_rank = (
    sign((p.reaction_score + c.score + p.reply_count))::float8 * log(
      greatest(
        abs((p.reaction_score + c.score + p.reply_count)),
        1
      )::float8
    ) + extract(
      epoch
      FROM
        p.created_at
    )::float8 / 45000
  )
FROM
  (
    SELECT
      (
        CASE
          WHEN $3 = 'like' THEN 1
          ELSE 0
        END
      ) + o.likes AS likes,
      (
        CASE
          WHEN $3 = 'dislike' THEN 1
          ELSE 0
        END
      ) + o.dislikes AS dislikes,
      (
        CASE
          WHEN $3 = 'like' THEN $4::int
          ELSE - $4::int
        END
      ) + o.score AS score,
      FALSE AS removed
    FROM
      (
        SELECT
          - count(*) FILTER (
            WHERE
              reaction_type = 'like'
          )::int AS likes,
          - count(*) FILTER (
            WHERE
              reaction_type = 'dislike'
          )::int AS dislikes,
          - COALESCE(
            sum(
              CASE reaction_type
                WHEN 'like' THEN weight
                ELSE - weight
              END
            ),
            0
          )::int AS score,
          count(*) > 0 AS removed
        FROM
          old
      ) o
  ) c
WHERE
  p.id = $1
RETURNING
  p.like_count AS likes,
  p.dislike_count AS dislikes,
  c.removed;

-- ReactionsRepository.remove: write
WITH
  old AS (
    DELETE FROM posts.reactions
    WHERE
      post_id = $1
      AND user_id = $2
    RETURNING
      reaction_type,
      weight
  )
UPDATE posts.posts p
SET
  like_count = p.like_count + c.likes,
  dislike_count = p.dislike_count + c.dislikes,
  reaction_score = p.reaction_score + c.score,
  popularity_rank = (
    sign((p.reaction_score + c.score + p.reply_count))::float8 * log(
      greatest(
        abs((p.reaction_score + c.score + p.reply_count)),
        1
      )::float8
    ) + extract(
      epoch
      FROM
        p.created_at
    )::float8 / 45000
  )
FROM
  (
    SELECT
      - count(*) FILTER (
        WHERE
          reaction_type = 'like'
      )::int AS likes,
      - count(*) FILTER (
        WHERE
          reaction_type = 'dislike'
      )::int AS dislikes,
      - COALESCE(
        sum(
          CASE reaction_type
            WHEN 'like' THEN weight
            ELSE - weight
          END
        ),
        0
      )::int AS score,
      count(*) > 0 AS removed
    FROM
      old
  ) c
WHERE
  p.id = $1
RETURNING
  p.like_count AS likes,
  p.dislike_count AS dislikes,
  c.removed;

-- ReactionsRepository.removeBetween: write (statement 1 of 2)
SELECT
  p.id
FROM
  posts.posts p
  JOIN posts.reactions r ON r.post_id = p.id
  AND (
    (
      p.user_id = $1
      AND r.user_id = $2
    )
    OR (
      p.user_id = $2
      AND r.user_id = $1
    )
  )
ORDER BY
  p.id
FOR UPDATE OF
  p;

-- ReactionsRepository.removeBetween: write (statement 2 of 2)
WITH
  old AS (
    DELETE FROM posts.reactions r USING posts.posts p
    WHERE
      r.post_id = p.id
      AND (
        (
          p.user_id = $1
          AND r.user_id = $2
        )
        OR (
          p.user_id = $2
          AND r.user_id = $1
        )
      )
    RETURNING
      r.post_id,
      r.reaction_type,
      r.weight
  )
UPDATE posts.posts p
SET
  like_count = p.like_count + c.likes,
  dislike_count = p.dislike_count + c.dislikes,
  reaction_score = p.reaction_score + c.score,
  popularity_rank = (
    sign((p.reaction_score + c.score + p.reply_count))::float8 * log(
      greatest(
        abs((p.reaction_score + c.score + p.reply_count)),
        1
      )::float8
    ) + extract(
      epoch
      FROM
        p.created_at
    )::float8 / 45000
  )
FROM
  (
    SELECT
      post_id,
      - count(*) FILTER (
        WHERE
          reaction_type = 'like'
      )::int AS likes,
      - count(*) FILTER (
        WHERE
          reaction_type = 'dislike'
      )::int AS dislikes,
      - COALESCE(
        sum(
          CASE reaction_type
            WHEN 'like' THEN weight
            ELSE - weight
          END
        ),
        0
      )::int AS score,
      count(*) > 0 AS removed
    FROM
      old
    GROUP BY
      post_id
  ) c
WHERE
  p.id = c.post_id;

-- ReactionsRepository.exportOf: read
SELECT
  "Reaction"."post_id" AS "Reaction_post_id",
  "Reaction"."user_id" AS "Reaction_user_id",
  "Reaction"."reaction_type" AS "Reaction_reaction_type",
  "Reaction"."weight" AS "Reaction_weight",
  "Reaction"."created_at" AS "Reaction_created_at"
FROM
  "posts"."reactions" "Reaction"
WHERE
  (("Reaction"."user_id" = $1))
ORDER BY
  "Reaction"."created_at" ASC,
  "Reaction"."post_id" ASC;
