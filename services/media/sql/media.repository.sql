-- The SQL of MediaRepository (media.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- MediaRepository.insert: write
INSERT INTO
  media.media (
    id,
    owner_id,
    kind,
    status,
    size,
    mime_type,
    file_name,
    upload_key,
    files,
    width,
    height,
    duration_ms,
    blurhash,
    failure_reason,
    post_id,
    revision,
    created_at,
    updated_at,
    expires_at
  )
VALUES
  (
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    $7,
    $8,
    $9,
    $10,
    $11,
    $12,
    $13,
    $14,
    $15,
    $16,
    $17,
    $18,
    $19
  );

-- MediaRepository.save: write
UPDATE media.media
SET
  owner_id = $2,
  kind = $3,
  status = $4,
  size = $5,
  mime_type = $6,
  file_name = $7,
  upload_key = $8,
  files = $9,
  width = $10,
  height = $11,
  duration_ms = $12,
  blurhash = $13,
  failure_reason = $14,
  post_id = $15,
  revision = $16,
  created_at = $17,
  updated_at = $18,
  expires_at = $19
WHERE
  id = $1;

-- MediaRepository.find: read
SELECT
  id,
  owner_id,
  kind,
  status,
  size,
  mime_type,
  file_name,
  upload_key,
  files,
  width,
  height,
  duration_ms,
  blurhash,
  failure_reason,
  post_id,
  revision,
  created_at,
  updated_at,
  expires_at
FROM
  media.media
WHERE
  id = $1;

-- MediaRepository.lock: read
SELECT
  id,
  owner_id,
  kind,
  status,
  size,
  mime_type,
  file_name,
  upload_key,
  files,
  width,
  height,
  duration_ms,
  blurhash,
  failure_reason,
  post_id,
  revision,
  created_at,
  updated_at,
  expires_at
FROM
  media.media
WHERE
  id = $1
FOR UPDATE;

-- MediaRepository.lockOfPost: read
SELECT
  id,
  owner_id,
  kind,
  status,
  size,
  mime_type,
  file_name,
  upload_key,
  files,
  width,
  height,
  duration_ms,
  blurhash,
  failure_reason,
  post_id,
  revision,
  created_at,
  updated_at,
  expires_at
FROM
  media.media
WHERE
  post_id = $1
ORDER BY
  id
FOR UPDATE;

-- MediaRepository.lockOwner: write
SELECT
  pg_advisory_xact_lock(hashtextextended ($1, 7));

-- MediaRepository.recentUploads: read
SELECT
  coalesce(sum(size), 0)::text AS bytes,
  (
    count(*) FILTER (
      WHERE
        created_at > $3
    )
  )::int AS count,
  min(created_at) AS oldest_in_quota,
  min(created_at) FILTER (
    WHERE
      created_at > $3
  ) AS oldest_in_rate
FROM
  media.media
WHERE
  owner_id = $1
  AND created_at > $2;

-- MediaRepository.lockExpired: read
SELECT
  id,
  owner_id,
  kind,
  status,
  size,
  mime_type,
  file_name,
  upload_key,
  files,
  width,
  height,
  duration_ms,
  blurhash,
  failure_reason,
  post_id,
  revision,
  created_at,
  updated_at,
  expires_at
FROM
  media.media
WHERE
  expires_at <= $1
ORDER BY
  expires_at
LIMIT
  $2
FOR UPDATE
  SKIP LOCKED;

-- MediaRepository.lockStaleProcessing: read
SELECT
  id,
  owner_id,
  kind,
  status,
  size,
  mime_type,
  file_name,
  upload_key,
  files,
  width,
  height,
  duration_ms,
  blurhash,
  failure_reason,
  post_id,
  revision,
  created_at,
  updated_at,
  expires_at
FROM
  media.media
WHERE
  status = 'processing'
  AND updated_at < $1
ORDER BY
  updated_at
LIMIT
  $2
FOR UPDATE
  SKIP LOCKED;

-- MediaRepository.isFileUsedElsewhere: read
SELECT
  1
FROM
  media.media
WHERE
  files @> ANY ($1::JSONB[])
  AND id IS DISTINCT FROM $2::uuid
LIMIT
  1;

-- MediaRepository.attach: write
UPDATE media.media
SET
  post_id = $2,
  expires_at = NULL
WHERE
  id = $1;

-- MediaRepository.touch: write
UPDATE media.media
SET
  updated_at = $2
WHERE
  id = $1;

-- MediaRepository.exportFor: read
SELECT
  id,
  owner_id,
  kind,
  status,
  size,
  mime_type,
  file_name,
  upload_key,
  files,
  width,
  height,
  duration_ms,
  blurhash,
  failure_reason,
  post_id,
  revision,
  created_at,
  updated_at,
  expires_at
FROM
  media.media
WHERE
  owner_id = $1
ORDER BY
  created_at,
  id;

-- MediaRepository.delete: write
DELETE FROM media.media
WHERE
  id = $1;
