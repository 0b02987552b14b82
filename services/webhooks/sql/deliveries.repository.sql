-- The SQL of DeliveriesRepository (deliveries.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- DeliveriesRepository.enqueueForEvent: an endpoint subscribes (statement 1 of 2)
INSERT INTO
  webhooks.deliveries (
    id,
    endpoint_id,
    event_type,
    event_id,
    body,
    audience,
    status,
    next_attempt_at,
    created_at,
    updated_at
  )
SELECT
  gen_random_uuid(),
  e.id,
  $1,
  $2,
  $3,
  $4,
  'pending',
  now(),
  now(),
  now()
FROM
  webhooks.endpoints e
WHERE
  e.enabled
  AND $1 = ANY (e.event_types)
ON CONFLICT ON CONSTRAINT deliveries_endpoint_event_key DO NOTHING
RETURNING
  id;

-- DeliveriesRepository.enqueueForEvent: an endpoint subscribes (statement 2 of 2)
SELECT
  pg_notify ($1, '');

-- DeliveriesRepository.enqueuePing: write (statement 1 of 2)
INSERT INTO
  webhooks.deliveries (
    id,
    endpoint_id,
    event_type,
    event_id,
    body,
    audience,
    status,
    next_attempt_at,
    created_at,
    updated_at
  )
VALUES
  (
    $1,
    $2,
    'webhook.ping',
    $3,
    $4,
    '{"users":[],"postId":null}',
    'pending',
    now(),
    now(),
    now()
  )
RETURNING
  id,
  endpoint_id,
  event_type,
  event_id,
  status,
  attempts,
  last_response_status,
  latency_ms,
  next_attempt_at,
  last_error,
  created_at,
  updated_at;

-- DeliveriesRepository.enqueuePing: write (statement 2 of 2)
SELECT
  pg_notify ($1, '');

-- DeliveriesRepository.lease: read
WITH
  claimable AS (
    SELECT
      e.id AS endpoint_id
    FROM
      webhooks.endpoints e
    WHERE
      e.enabled
      AND (
        e.backoff_until IS NULL
        OR e.backoff_until <= now()
      )
      AND EXISTS (
        SELECT
          1
        FROM
          webhooks.deliveries d
        WHERE
          d.endpoint_id = e.id
          AND d.status = 'pending'
          AND d.next_attempt_at <= now()
          AND (
            d.leased_until IS NULL
            OR d.leased_until <= now()
          )
      )
    FOR UPDATE OF
      e SKIP LOCKED
  ),
  picked AS (
    SELECT
      d.id,
      d.next_attempt_at
    FROM
      claimable c
      CROSS JOIN LATERAL (
        SELECT
          d.id,
          d.next_attempt_at
        FROM
          webhooks.deliveries d
        WHERE
          d.endpoint_id = c.endpoint_id
          AND d.status = 'pending'
          AND d.next_attempt_at <= now()
          AND (
            d.leased_until IS NULL
            OR d.leased_until <= now()
          )
          AND d.attempts < $3
        ORDER BY
          d.next_attempt_at,
          d.id
        LIMIT
          greatest(
            0,
            $2 - (
              SELECT
                count(*)
              FROM
                webhooks.deliveries f
              WHERE
                f.endpoint_id = c.endpoint_id
                AND f.status = 'pending'
                AND f.leased_until > now()
            )
          )
        FOR UPDATE OF
          d SKIP LOCKED
      ) d
    ORDER BY
      d.next_attempt_at
    LIMIT
      $1
  )
UPDATE webhooks.deliveries d
SET
  leased_until = now() + make_interval(secs => $4::double precision / 1000),
  attempts = d.attempts + 1,
  updated_at = now()
FROM
  picked p,
  webhooks.endpoints e
WHERE
  d.id = p.id
  AND e.id = d.endpoint_id
RETURNING
  d.id,
  d.endpoint_id,
  e.url,
  d.body,
  d.audience,
  d.attempts,
  e.secret,
  e.previous_secret,
  e.previous_secret_expires_at;

-- DeliveriesRepository.record: write
WITH
  written AS (
    UPDATE webhooks.deliveries
    SET
      status = $3,
      last_response_status = $4,
      latency_ms = $5,
      last_error = $6,
      next_attempt_at = CASE
        WHEN $3 = 'pending' THEN now() + make_interval(secs => $7::double precision / 1000)
      END,
      leased_until = NULL,
      updated_at = now()
    WHERE
      id = $1
      AND attempts = $2
      AND status = 'pending'
    RETURNING
      endpoint_id
  ),
  health AS (
    UPDATE webhooks.endpoints e
    SET
      consecutive_failures = CASE
        WHEN $8::double precision IS NULL THEN 0
        ELSE e.consecutive_failures + 1
      END,
      backoff_until = now() + make_interval(secs => $8::double precision / 1000)
    FROM
      written w
    WHERE
      e.id = w.endpoint_id
      AND $3 <> 'withheld'
      AND (
        $8::double precision IS NOT NULL
        OR e.consecutive_failures <> 0
        OR e.backoff_until IS NOT NULL
      )
  )
SELECT
  1
FROM
  written;

-- DeliveriesRepository.page: read
SELECT
  id,
  endpoint_id,
  event_type,
  event_id,
  status,
  attempts,
  last_response_status,
  latency_ms,
  next_attempt_at,
  last_error,
  created_at,
  updated_at
FROM
  webhooks.deliveries
WHERE
  endpoint_id = $1
  AND (
    $2::text IS NULL
    OR status = $2
  )
  AND (
    $3::timestamptz IS NULL
    OR (created_at, id) < ($3, $4::uuid)
  )
ORDER BY
  created_at DESC,
  id DESC
LIMIT
  $5;

-- DeliveriesRepository.replay: a delivery that cannot be replayed (statement 1 of 2)
UPDATE webhooks.deliveries
SET
  status = 'pending',
  attempts = 0,
  next_attempt_at = now(),
  leased_until = NULL,
  updated_at = now()
WHERE
  id = $1
  AND endpoint_id = $2
  AND status IN ('failed', 'dead')
RETURNING
  id,
  endpoint_id,
  event_type,
  event_id,
  status,
  attempts,
  last_response_status,
  latency_ms,
  next_attempt_at,
  last_error,
  created_at,
  updated_at;

-- DeliveriesRepository.replay: a delivery that cannot be replayed (statement 2 of 2)
SELECT
  id,
  endpoint_id,
  event_type,
  event_id,
  status,
  attempts,
  last_response_status,
  latency_ms,
  next_attempt_at,
  last_error,
  created_at,
  updated_at
FROM
  webhooks.deliveries
WHERE
  id = $1
  AND endpoint_id = $2;

-- DeliveriesRepository.replay: a dead delivery (statement 1 of 2)
UPDATE webhooks.deliveries
SET
  status = 'pending',
  attempts = 0,
  next_attempt_at = now(),
  leased_until = NULL,
  updated_at = now()
WHERE
  id = $1
  AND endpoint_id = $2
  AND status IN ('failed', 'dead')
RETURNING
  id,
  endpoint_id,
  event_type,
  event_id,
  status,
  attempts,
  last_response_status,
  latency_ms,
  next_attempt_at,
  last_error,
  created_at,
  updated_at;

-- DeliveriesRepository.replay: a dead delivery (statement 2 of 2)
SELECT
  pg_notify ($1, '');

-- DeliveriesRepository.replayDead: write
UPDATE webhooks.deliveries
SET
  status = 'pending',
  attempts = 0,
  next_attempt_at = now(),
  leased_until = NULL,
  updated_at = now()
WHERE
  endpoint_id = $1
  AND status = 'dead'
RETURNING
  id;

-- DeliveriesRepository.sweep: write (statement 1 of 2)
UPDATE webhooks.deliveries
SET
  status = 'dead',
  leased_until = NULL,
  next_attempt_at = NULL,
  updated_at = now(),
  last_error = coalesce(last_error, 'The last attempt did not finish')
WHERE
  status = 'pending'
  AND attempts >= $1
  AND leased_until <= now()
RETURNING
  id;

-- DeliveriesRepository.sweep: write (statement 2 of 2)
DELETE FROM webhooks.deliveries
WHERE
  id IN (
    SELECT
      id
    FROM
      webhooks.deliveries
    WHERE
      status <> 'pending'
      AND updated_at < now() - make_interval(days => $1)
    LIMIT
      $2
    FOR UPDATE
      SKIP LOCKED
  )
RETURNING
  id;
