-- The SQL of ProjectionsRepository (projections.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- ProjectionsRepository.userSummaries: read
SELECT
  u.user_id AS id,
  u.username,
  u.display_name AS "displayName",
  u.profile_picture AS "profilePicture",
  u.pro_status AS "proStatus",
  u.amateur_status AS "amateurStatus",
  u.flow_status AS "flowStatus",
  u.is_brand AS "isBrand",
  FALSE AS "isVerified"
FROM
  games.users u
WHERE
  u.user_id = ANY ($1::UUID[]);

-- ProjectionsRepository.trickNames: read
SELECT
  trick_id AS "trickId",
  name
FROM
  games.trick_names
WHERE
  trick_id = ANY ($1::TEXT[]);

-- ProjectionsRepository.clipMedia: read
SELECT
  v.post_id AS "postId",
  v.video_url AS "videoUrl",
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
  END AS media
FROM
  games.trick_videos v
  LEFT JOIN games.media m ON m.media_id = v.media_id
WHERE
  v.post_id = ANY ($1::UUID[]);

-- ProjectionsRepository.trickVideo: read
SELECT
  user_id AS "userId",
  trick_ids AS "trickIds",
  created_at AS "postedAt"
FROM
  games.trick_videos
WHERE
  post_id = $1;

-- ProjectionsRepository.tally: read
SELECT
  is_verified AS "isVerified",
  rejected,
  weighted_for AS "weightedFor",
  weighted_against AS "weightedAgainst"
FROM
  games.clip_verifications
WHERE
  post_id = $1
  AND trick_id = $2;

-- ProjectionsRepository.decideVerification: write
INSERT INTO
  games.clip_verifications (
    post_id,
    trick_id,
    is_verified,
    rejected,
    weighted_for,
    weighted_against,
    revision
  )
VALUES
  ($1, $2, $3, $4, 0, 0, 0)
ON CONFLICT (post_id, trick_id) DO UPDATE
SET
  is_verified = EXCLUDED.is_verified,
  rejected = EXCLUDED.rejected;
