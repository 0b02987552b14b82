-- The SQL of SearchRepository (search.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- SearchRepository.matches: read
WITH
  prefix AS MATERIALIZED (
    (
      SELECT
        u.user_id AS id,
        u.username,
        u.display_name AS "displayName",
        u.profile_picture AS "profilePicture",
        u.pro_status AS "proStatus",
        u.amateur_status AS "amateurStatus",
        u.flow_status AS "flowStatus",
        u.is_brand AS "isBrand",
        u.is_verified AS "isVerified",
        0::real AS similarity
      FROM
        social.people u
      WHERE
        u.username ~>=~ $2::text
        AND u.username ~<~ ($2::text || chr(1114111))
        AND (
          $3::boolean IS NOT TRUE
          OR NOT u.is_brand
        )
        AND u.is_active
        AND (
          u.suspended_until IS NULL
          OR u.suspended_until <= now()
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            social.blocks b
          WHERE
            b.blocker_id = u.user_id
            AND b.blocked_id = $1::uuid
        )
      ORDER BY
        u.username USING ~<~
      LIMIT
        20
    )
    UNION ALL
    (
      SELECT
        u.user_id AS id,
        u.username,
        u.display_name AS "displayName",
        u.profile_picture AS "profilePicture",
        u.pro_status AS "proStatus",
        u.amateur_status AS "amateurStatus",
        u.flow_status AS "flowStatus",
        u.is_brand AS "isBrand",
        u.is_verified AS "isVerified",
        0::real AS similarity
      FROM
        social.people u
      WHERE
        lower(u.display_name) ~>=~ $2::text
        AND lower(u.display_name) ~<~ ($2::text || chr(1114111))
        AND (
          $3::boolean IS NOT TRUE
          OR NOT u.is_brand
        )
        AND u.is_active
        AND (
          u.suspended_until IS NULL
          OR u.suspended_until <= now()
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            social.blocks b
          WHERE
            b.blocker_id = u.user_id
            AND b.blocked_id = $1::uuid
        )
      ORDER BY
        lower(u.display_name) USING ~<~
      LIMIT
        20
    )
  )
SELECT
  *
FROM
  prefix
UNION ALL
(
  SELECT
    *
  FROM
    (
      (
        SELECT
          u.user_id AS id,
          u.username,
          u.display_name AS "displayName",
          u.profile_picture AS "profilePicture",
          u.pro_status AS "proStatus",
          u.amateur_status AS "amateurStatus",
          u.flow_status AS "flowStatus",
          u.is_brand AS "isBrand",
          u.is_verified AS "isVerified",
          greatest(
            word_similarity ($2::text, u.username),
            word_similarity ($2::text, coalesce(u.display_name, ''))
          ) AS similarity
        FROM
          social.people u
        WHERE
          $4::boolean
          AND (
            SELECT
              count(DISTINCT id)
            FROM
              prefix
          ) < 20
          AND u.user_id NOT IN (
            SELECT
              id
            FROM
              prefix
          )
          AND $2::text <% u.username
          AND (
            $3::boolean IS NOT TRUE
            OR NOT u.is_brand
          )
          AND u.is_active
          AND (
            u.suspended_until IS NULL
            OR u.suspended_until <= now()
          )
          AND NOT EXISTS (
            SELECT
              1
            FROM
              social.blocks b
            WHERE
              b.blocker_id = u.user_id
              AND b.blocked_id = $1::uuid
          )
        LIMIT
          30
      )
      UNION ALL
      (
        SELECT
          u.user_id AS id,
          u.username,
          u.display_name AS "displayName",
          u.profile_picture AS "profilePicture",
          u.pro_status AS "proStatus",
          u.amateur_status AS "amateurStatus",
          u.flow_status AS "flowStatus",
          u.is_brand AS "isBrand",
          u.is_verified AS "isVerified",
          greatest(
            word_similarity ($2::text, u.username),
            word_similarity ($2::text, coalesce(u.display_name, ''))
          ) AS similarity
        FROM
          social.people u
        WHERE
          $4::boolean
          AND (
            SELECT
              count(DISTINCT id)
            FROM
              prefix
          ) < 20
          AND u.user_id NOT IN (
            SELECT
              id
            FROM
              prefix
          )
          AND NOT ($2::text <% u.username)
          AND $2::text <% u.display_name
          AND (
            $3::boolean IS NOT TRUE
            OR NOT u.is_brand
          )
          AND u.is_active
          AND (
            u.suspended_until IS NULL
            OR u.suspended_until <= now()
          )
          AND NOT EXISTS (
            SELECT
              1
            FROM
              social.blocks b
            WHERE
              b.blocker_id = u.user_id
              AND b.blocked_id = $1::uuid
          )
        LIMIT
          30
      )
    ) candidates
  ORDER BY
    similarity DESC,
    username
  LIMIT
    greatest(
      20 - (
        SELECT
          count(DISTINCT id)
        FROM
          prefix
      ),
      0
    )
);

-- SearchRepository.nearMisses: read (statement 1 of 2)
SET
  LOCAL enable_seqscan = off;

SET
  LOCAL pg_trgm.word_similarity_threshold = 0.4;

-- SearchRepository.nearMisses: read (statement 2 of 2)
SELECT
  *
FROM
  (
    (
      SELECT
        u.user_id AS id,
        u.username,
        u.display_name AS "displayName",
        u.profile_picture AS "profilePicture",
        u.pro_status AS "proStatus",
        u.amateur_status AS "amateurStatus",
        u.flow_status AS "flowStatus",
        u.is_brand AS "isBrand",
        u.is_verified AS "isVerified",
        greatest(
          word_similarity ($2::text, u.username),
          word_similarity ($2::text, coalesce(u.display_name, ''))
        ) AS similarity
      FROM
        social.people u
      WHERE
        TRUE
        AND $2::text <% u.username
        AND (
          $3::boolean IS NOT TRUE
          OR NOT u.is_brand
        )
        AND u.is_active
        AND (
          u.suspended_until IS NULL
          OR u.suspended_until <= now()
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            social.blocks b
          WHERE
            b.blocker_id = u.user_id
            AND b.blocked_id = $1::uuid
        )
      LIMIT
        30
    )
    UNION ALL
    (
      SELECT
        u.user_id AS id,
        u.username,
        u.display_name AS "displayName",
        u.profile_picture AS "profilePicture",
        u.pro_status AS "proStatus",
        u.amateur_status AS "amateurStatus",
        u.flow_status AS "flowStatus",
        u.is_brand AS "isBrand",
        u.is_verified AS "isVerified",
        greatest(
          word_similarity ($2::text, u.username),
          word_similarity ($2::text, coalesce(u.display_name, ''))
        ) AS similarity
      FROM
        social.people u
      WHERE
        TRUE
        AND NOT ($2::text <% u.username)
        AND $2::text <% u.display_name
        AND (
          $3::boolean IS NOT TRUE
          OR NOT u.is_brand
        )
        AND u.is_active
        AND (
          u.suspended_until IS NULL
          OR u.suspended_until <= now()
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            social.blocks b
          WHERE
            b.blocker_id = u.user_id
            AND b.blocked_id = $1::uuid
        )
      LIMIT
        30
    )
  ) candidates
ORDER BY
  similarity DESC,
  username
LIMIT
  20;

-- SearchRepository.directory: read
SELECT
  u.user_id AS id,
  u.username,
  u.display_name AS "displayName",
  u.profile_picture AS "profilePicture",
  u.pro_status AS "proStatus",
  u.amateur_status AS "amateurStatus",
  u.flow_status AS "flowStatus",
  u.is_brand AS "isBrand",
  u.is_verified AS "isVerified"
FROM
  social.people u
WHERE
  u.is_active
  AND (
    u.suspended_until IS NULL
    OR u.suspended_until <= now()
  )
  AND (
    $1::text IS NULL
    OR u.username > $1
  )
  AND NOT EXISTS (
    SELECT
      1
    FROM
      social.blocks b
    WHERE
      b.blocker_id = u.user_id
      AND b.blocked_id = $3
  )
ORDER BY
  u.username
LIMIT
  $2;

-- SearchRepository.levelOf: read
SELECT
  level
FROM
  social.user_scores
WHERE
  user_id = $1;

-- SearchRepository.suggestionCandidates: read (statement 1 of 2)
SELECT
  *
FROM
  (
    SELECT
      u.user_id AS id,
      u.username,
      u.display_name AS "displayName",
      u.profile_picture AS "profilePicture",
      u.pro_status AS "proStatus",
      u.amateur_status AS "amateurStatus",
      u.flow_status AS "flowStatus",
      u.is_brand AS "isBrand",
      u.is_verified AS "isVerified",
      u.created_at AS "createdAt",
      coalesce(s.level, 1) AS level,
      count(*)::int AS "mutualFollows",
      (
        CASE
          WHEN coalesce((p.privacy ->> 'publicProfile')::boolean, TRUE) THEN (
            SELECT
              count(*)::int
            FROM
              social.user_posts up
            WHERE
              up.user_id = u.user_id
              AND up.deleted_at IS NULL
              AND up.created_at > now() - interval '30 days'
          )
          ELSE 0
        END + CASE
          WHEN coalesce((p.privacy ->> 'publicProfile')::boolean, TRUE)
          AND coalesce((p.privacy ->> 'showProgress')::boolean, TRUE) THEN coalesce(s.public_score, 0) / 10 + CASE
            WHEN s.occurred_at > now() - interval '30 days' THEN 1
            ELSE 0
          END
          ELSE 0
        END
      ) AS activity
    FROM
      social.follows mine
      JOIN social.follows theirs ON theirs.follower_id = mine.following_id
      JOIN social.people u ON u.user_id = theirs.following_id
      LEFT JOIN social.user_scores s ON s.user_id = u.user_id
      LEFT JOIN social.preferences p ON p.user_id = u.user_id
    WHERE
      mine.follower_id = $1
      AND NOT u.is_brand
      AND u.user_id <> $1
      AND u.is_active
      AND (
        u.suspended_until IS NULL
        OR u.suspended_until <= now()
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          social.blocks b
        WHERE
          b.blocker_id = $1
          AND b.blocked_id = u.user_id
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          social.blocks b
        WHERE
          b.blocked_id = $1
          AND b.blocker_id = u.user_id
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          social.follows mine
        WHERE
          mine.follower_id = $1
          AND mine.following_id = u.user_id
      )
    GROUP BY
      u.user_id,
      s.user_id,
      p.user_id
  ) candidates
WHERE
  activity > 0
ORDER BY
  "mutualFollows" DESC,
  activity DESC,
  abs(level - $2),
  "createdAt" DESC
LIMIT
  20;

-- SearchRepository.suggestionCandidates: read (statement 2 of 2)
SELECT
  *
FROM
  (
    SELECT
      u.user_id AS id,
      u.username,
      u.display_name AS "displayName",
      u.profile_picture AS "profilePicture",
      u.pro_status AS "proStatus",
      u.amateur_status AS "amateurStatus",
      u.flow_status AS "flowStatus",
      u.is_brand AS "isBrand",
      u.is_verified AS "isVerified",
      u.created_at AS "createdAt",
      coalesce(s.level, 1) AS level,
      0 AS "mutualFollows",
      (
        CASE
          WHEN coalesce((p.privacy ->> 'publicProfile')::boolean, TRUE) THEN (
            SELECT
              count(*)::int
            FROM
              social.user_posts up
            WHERE
              up.user_id = u.user_id
              AND up.deleted_at IS NULL
              AND up.created_at > now() - interval '30 days'
          )
          ELSE 0
        END + CASE
          WHEN coalesce((p.privacy ->> 'publicProfile')::boolean, TRUE)
          AND coalesce((p.privacy ->> 'showProgress')::boolean, TRUE) THEN coalesce(s.public_score, 0) / 10 + CASE
            WHEN s.occurred_at > now() - interval '30 days' THEN 1
            ELSE 0
          END
          ELSE 0
        END
      ) AS activity
    FROM
      social.people u
      LEFT JOIN social.user_scores s ON s.user_id = u.user_id
      LEFT JOIN social.preferences p ON p.user_id = u.user_id
    WHERE
      NOT u.is_brand
      AND u.user_id <> $1
      AND u.is_active
      AND (
        u.suspended_until IS NULL
        OR u.suspended_until <= now()
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          social.blocks b
        WHERE
          b.blocker_id = $1
          AND b.blocked_id = u.user_id
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          social.blocks b
        WHERE
          b.blocked_id = $1
          AND b.blocker_id = u.user_id
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          social.follows mine
        WHERE
          mine.follower_id = $1
          AND mine.following_id = u.user_id
      )
  ) candidates
WHERE
  activity > 0
ORDER BY
  activity DESC,
  abs(level - $2),
  "createdAt" DESC
LIMIT
  23;
