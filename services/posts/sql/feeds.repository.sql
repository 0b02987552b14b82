-- The SQL of FeedsRepository (feeds.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- FeedsRepository.page: latest, first page
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.parent_post_id IS NULL
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.created_at DESC,
      p.id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: latest, after a cursor
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.parent_post_id IS NULL
      AND (p.created_at, p.id) < ($3::timestamptz, $4::uuid)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.created_at DESC,
      p.id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: popular, first page
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.parent_post_id IS NULL
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.popularity_rank DESC,
      p.created_at DESC,
      p.id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.popularity_rank DESC,
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: popular, after a cursor
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.parent_post_id IS NULL
      AND (p.popularity_rank, p.created_at, p.id) < ($5::float8, $3::timestamptz, $4::uuid)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.popularity_rank DESC,
      p.created_at DESC,
      p.id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.popularity_rank DESC,
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: trick_video, first page
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.post_type = 'trick_video'
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.created_at DESC,
      p.id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: trick_video, after a cursor
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.post_type = 'trick_video'
      AND (p.created_at, p.id) < ($3::timestamptz, $4::uuid)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.created_at DESC,
      p.id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: following, first page
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.timeline t
      JOIN posts.posts p ON p.id = t.post_id
    WHERE
      t.reader_id = $3::uuid
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      t.created_at DESC,
      t.post_id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: following, after a cursor
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.timeline t
      JOIN posts.posts p ON p.id = t.post_id
    WHERE
      t.reader_id = $3::uuid
      AND (t.created_at, t.post_id) < ($4::timestamptz, $5::uuid)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      t.created_at DESC,
      t.post_id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: user, first page
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.user_id = $3::uuid
      AND p.parent_post_id IS NULL
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.created_at DESC,
      p.id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: user, after a cursor
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.user_id = $3::uuid
      AND p.parent_post_id IS NULL
      AND (p.created_at, p.id) < ($4::timestamptz, $5::uuid)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.created_at DESC,
      p.id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: trick, first page
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.post_tags t
      JOIN posts.posts p ON p.id = t.post_id
    WHERE
      t.trick_id = $3::text
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      t.created_at DESC,
      t.post_id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: trick, after a cursor
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.post_tags t
      JOIN posts.posts p ON p.id = t.post_id
    WHERE
      t.trick_id = $3::text
      AND (t.created_at, t.post_id) < ($4::timestamptz, $5::uuid)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      t.created_at DESC,
      t.post_id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: replies, first page
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.parent_post_id = $3::uuid
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.created_at,
      p.id
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at,
  p.id;

-- FeedsRepository.page: replies, after a cursor
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.parent_post_id = $5::uuid
      AND (p.created_at, p.id) > ($3::timestamptz, $4::uuid)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.created_at,
      p.id
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at,
  p.id;

-- FeedsRepository.page: latest, read by an admin
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.parent_post_id IS NULL
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.created_at DESC,
      p.id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.page: latest, signed out
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.parent_post_id IS NULL
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.authors a
        WHERE
          a.user_id = p.user_id
          AND (
            NOT a.is_active
            OR a.suspended_until > now()
          )
          AND a.user_id IS DISTINCT FROM $2::uuid
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocker_id = $2::uuid
          AND b.blocked_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.blocks b
        WHERE
          b.blocked_id = $2::uuid
          AND b.blocker_id = p.user_id
          AND b.is_blocking
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          posts.preferences pr
        WHERE
          pr.user_id = p.user_id
          AND NOT pr.public_profile
          AND pr.user_id IS DISTINCT FROM $2::uuid
          AND NOT EXISTS (
            SELECT
              1
            FROM
              posts.follows fp
            WHERE
              fp.follower_id = $2::uuid
              AND fp.following_id = pr.user_id
              AND fp.is_following
          )
      )
      AND (
        p.hidden_at IS NULL
        OR p.user_id = $2::uuid
      )
    ORDER BY
      p.created_at DESC,
      p.id DESC
    LIMIT
      20
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.created_at DESC,
  p.id DESC;

-- FeedsRepository.one: signed in
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.id = $2::uuid
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.id;

-- FeedsRepository.one: signed out
WITH
  page AS MATERIALIZED (
    SELECT
      p.*
    FROM
      posts.posts p
    WHERE
      p.id = $2::uuid
  )
SELECT
  p.id,
  p.popularity_rank AS "popularityRank",
  created.at AS "createdAt",
  -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
  CASE
    WHEN p.hidden_at IS NULL THEN post.json
    ELSE left(post.json, -1) || ',"isHidden":true}'
  END AS json
FROM
  page p
  LEFT JOIN posts.authors a ON a.user_id = p.user_id
  LEFT JOIN posts.reactions mine ON mine.post_id = p.id
  AND mine.user_id = $1::uuid
  LEFT JOIN posts.media m ON m.media_id = p.media_id
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        trick
        ORDER BY
          tag.position
      ) AS tricks
    FROM
      unnest(p.tagged_tricks) WITH ORDINALITY AS tag (id, position)
      CROSS JOIN LATERAL (
        SELECT
          tag.id AS "id",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = tag.id
            ),
            tag.id
          ) AS "name"
      ) trick
  ) tagged ON TRUE
  LEFT JOIN LATERAL (
    SELECT
      json_agg(
        tally
        ORDER BY
          array_position(p.tagged_tricks, v.trick_id),
          v.trick_id
      ) AS verifications
    FROM
      posts.post_verifications v
      CROSS JOIN LATERAL (
        SELECT
          v.verification_id AS "id",
          v.trick_id AS "trickId",
          COALESCE(
            (
              SELECT
                t.name
              FROM
                posts.tricks t
              WHERE
                t.id = v.trick_id
            ),
            v.trick_id
          ) AS "trickName",
          v.votes_for AS "votesFor",
          v.votes_against AS "votesAgainst",
          v.is_verified AS "isVerified",
          v.removed AS "removed",
          CASE
            WHEN v.votes_for + v.votes_against = 0 THEN NULL
            ELSE (
              floor(
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                )
              ) + (
                (
                  v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                ) - floor(
                  (
                    v.votes_for::float8 / (v.votes_for + v.votes_against) * 100
                  )
                ) >= 0.5
              )::int
            )::int
          END AS "percentage"
      ) tally
    WHERE
      v.post_id = p.id
  ) tallies ON TRUE
  CROSS JOIN LATERAL (
    SELECT
      to_char(
        p.created_at AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) AS at
  ) created
  CROSS JOIN LATERAL (
    SELECT
      p.user_id AS "id",
      COALESCE(a.username, 'unknown') AS "username",
      a.display_name AS "displayName",
      a.profile_picture AS "avatarUrl",
      COALESCE(a.pro_status, FALSE) AS "proStatus",
      COALESCE(a.amateur_status, FALSE) AS "amateurStatus",
      COALESCE(a.flow_status, FALSE) AS "flowStatus",
      COALESCE(a.is_brand, FALSE) AS "isBrand",
      COALESCE(a.is_admin, FALSE) AS "isAdmin"
  ) author
  CROSS JOIN LATERAL (
    SELECT
      COALESCE(a.username, 'unknown') AS "username",
      a.profile_picture AS "avatarUrl"
  ) users
  CROSS JOIN LATERAL (
    SELECT
      p.like_count AS "likes",
      p.dislike_count AS "dislikes",
      mine.reaction_type AS "mine"
  ) reactions
  CROSS JOIN LATERAL (
    SELECT
      row_to_json(dto)::text AS json
    FROM
      (
        SELECT
          p.id AS "id",
          p.user_id AS "userId",
          p.content AS "content",
          p.image_url AS "imageUrl",
          p.video_url AS "videoUrl",
          CASE
            WHEN m.media_id IS NULL
            OR m.status = 'deleted' THEN NULL
            ELSE json_build_object(
              'id',
              m.media_id,
              'kind',
              m.kind,
              'status',
              m.status,
              'url',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/feed.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/video.mp4'
                END
              END,
              'fullUrl',
              CASE
                WHEN m.status = 'ready' THEN CASE m.kind
                  WHEN 'image' THEN '/api/media/' || m.media_id::text || '/full.webp'
                  WHEN 'video' THEN '/api/media/' || m.media_id::text || '/poster.jpg'
                END
              END,
              'width',
              m.width,
              'height',
              m.height,
              'durationMs',
              m.duration_ms,
              'blurhash',
              m.blurhash,
              'failureReason',
              CASE
                WHEN m.status = 'failed' THEN m.failure_reason
              END
            )
          END AS "media",
          p.post_type AS "postType",
          p.parent_post_id AS "parentPostId",
          p.tagged_tricks AS "taggedTricks",
          created.at AS "createdAt",
          row_to_json(author) AS "author",
          COALESCE(tagged.tricks, '[]'::json) AS "tricks",
          row_to_json(users) AS "users",
          p.verification_status AS "verificationStatus",
          p.is_verified AS "isVerified",
          row_to_json(reactions) AS "reactions",
          p.reply_count AS "replyCount",
          COALESCE(tallies.verifications, '[]'::json) AS "verifications"
      ) dto
  ) post
ORDER BY
  p.id;
