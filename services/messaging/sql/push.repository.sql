-- The SQL of PushRepository (push.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- PushRepository.subscribe: write
INSERT INTO
  messaging.push_subscriptions (
    id,
    user_id,
    session_id,
    endpoint,
    p256dh,
    auth,
    created_at
  )
VALUES
  ($1, $2, $3, $4, $5, $6, $7)
ON CONFLICT (endpoint) DO UPDATE
SET
  user_id = EXCLUDED.user_id,
  session_id = EXCLUDED.session_id,
  p256dh = EXCLUDED.p256dh,
  auth = EXCLUDED.auth,
  created_at = EXCLUDED.created_at;

-- PushRepository.removeOwn: write
WITH
  gone AS (
    DELETE FROM messaging.push_subscriptions
    WHERE
      endpoint = $1
      AND user_id = $2
    RETURNING
      id
  )
SELECT
  id
FROM
  gone;

-- PushRepository.removeSession: write
DELETE FROM messaging.push_subscriptions
WHERE
  session_id = $1;

-- PushRepository.removeById: write
DELETE FROM messaging.push_subscriptions
WHERE
  id = $1;

-- PushRepository.targets: read
SELECT
  id,
  endpoint,
  p256dh,
  auth
FROM
  messaging.push_subscriptions
WHERE
  user_id = $1
ORDER BY
  created_at;

-- PushRepository.claim: write
INSERT INTO
  messaging.push_deliveries (source_id, subscription_id, sent_at)
VALUES
  ($1, $2, now())
ON CONFLICT DO NOTHING
RETURNING
  subscription_id;

-- PushRepository.notification: read
SELECT
  id,
  user_id,
  type,
  message,
  link,
  from_user_id
FROM
  messaging.notifications
WHERE
  id = $1;

-- PushRepository.facts: read
SELECT
  NOT EXISTS (
    SELECT
      1
    FROM
      messaging.users r
    WHERE
      r.user_id = $1
      AND (
        NOT r.is_active
        OR r.suspended_until > now()
      )
  ) AS recipient_present,
  p.push_games,
  p.push_messages,
  p.push_replies,
  p.push_verifications,
  p.notify_messages,
  s.user_id IS NOT NULL AS sender_known,
  s.is_active AS sender_active,
  COALESCE(s.suspended_until > now(), FALSE) AS sender_suspended,
  s.username AS sender_username,
  EXISTS (
    SELECT
      1
    FROM
      messaging.blocks b
    WHERE
      b.active
      AND b.blocker_id = $1
      AND b.blocked_id = $2
  ) AS recipient_blocked_sender,
  EXISTS (
    SELECT
      1
    FROM
      messaging.blocks b
    WHERE
      b.active
      AND b.blocker_id = $2
      AND b.blocked_id = $1
  ) AS sender_blocked_recipient
FROM
  (
    SELECT
      1
  ) one
  LEFT JOIN messaging.preferences p ON p.user_id = $1
  LEFT JOIN messaging.users s ON s.user_id = $2;
