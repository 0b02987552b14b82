-- The SQL of NotificationsRepository (notifications.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- NotificationsRepository.page: first page
WITH
  selected AS (
    SELECT
      *
    FROM
      messaging.notifications n
    WHERE
      n.user_id = $1
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            messaging.users gone
          WHERE
            gone.user_id = n.from_user_id
            AND gone.user_id <> $1::uuid
            AND (
              NOT gone.is_active
              OR gone.suspended_until > now()
            )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            messaging.blocks b
          WHERE
            b.active
            AND b.blocker_id = $1::uuid
            AND b.blocked_id = n.from_user_id
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            messaging.blocks b
          WHERE
            b.active
            AND b.blocker_id = n.from_user_id
            AND b.blocked_id = $1::uuid
        )
      )
    ORDER BY
      n.created_at DESC,
      n.id DESC
    LIMIT
      $2
  )
SELECT
  n.id,
  n.user_id,
  n.type,
  n.message,
  n.link,
  n.from_user_id,
  n.created_at,
  n.read_at,
  CASE
    WHEN u.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      u.username,
      'profilePicture',
      u.profile_picture
    )
  END AS from_user
FROM
  selected n
  LEFT JOIN messaging.users u ON u.user_id = n.from_user_id
ORDER BY
  n.created_at DESC,
  n.id DESC;

-- NotificationsRepository.page: after a position
WITH
  selected AS (
    SELECT
      *
    FROM
      messaging.notifications n
    WHERE
      n.user_id = $1
      AND (n.created_at, n.id) < ($2::timestamptz, $3::uuid)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            messaging.users gone
          WHERE
            gone.user_id = n.from_user_id
            AND gone.user_id <> $1::uuid
            AND (
              NOT gone.is_active
              OR gone.suspended_until > now()
            )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            messaging.blocks b
          WHERE
            b.active
            AND b.blocker_id = $1::uuid
            AND b.blocked_id = n.from_user_id
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            messaging.blocks b
          WHERE
            b.active
            AND b.blocker_id = n.from_user_id
            AND b.blocked_id = $1::uuid
        )
      )
    ORDER BY
      n.created_at DESC,
      n.id DESC
    LIMIT
      $4
  )
SELECT
  n.id,
  n.user_id,
  n.type,
  n.message,
  n.link,
  n.from_user_id,
  n.created_at,
  n.read_at,
  CASE
    WHEN u.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      u.username,
      'profilePicture',
      u.profile_picture
    )
  END AS from_user
FROM
  selected n
  LEFT JOIN messaging.users u ON u.user_id = n.from_user_id
ORDER BY
  n.created_at DESC,
  n.id DESC;

-- NotificationsRepository.markRead: write
WITH
  selected AS (
    UPDATE messaging.notifications
    SET
      read_at = coalesce(read_at, $3)
    WHERE
      id = $1
      AND user_id = $2
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            messaging.users gone
          WHERE
            gone.user_id = from_user_id
            AND gone.user_id <> $2::uuid
            AND (
              NOT gone.is_active
              OR gone.suspended_until > now()
            )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            messaging.blocks b
          WHERE
            b.active
            AND b.blocker_id = $2::uuid
            AND b.blocked_id = from_user_id
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            messaging.blocks b
          WHERE
            b.active
            AND b.blocker_id = from_user_id
            AND b.blocked_id = $2::uuid
        )
      )
    RETURNING
      *
  )
SELECT
  n.id,
  n.user_id,
  n.type,
  n.message,
  n.link,
  n.from_user_id,
  n.created_at,
  n.read_at,
  CASE
    WHEN u.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      u.username,
      'profilePicture',
      u.profile_picture
    )
  END AS from_user
FROM
  selected n
  LEFT JOIN messaging.users u ON u.user_id = n.from_user_id
ORDER BY
  n.created_at DESC,
  n.id DESC;

-- NotificationsRepository.ownerOf: read
SELECT
  user_id AS "userId"
FROM
  messaging.notifications
WHERE
  id = $1;

-- NotificationsRepository.markAllRead: write
UPDATE messaging.notifications
SET
  read_at = $2
WHERE
  user_id = $1
  AND read_at IS NULL;

-- NotificationsRepository.recipientContext: read
SELECT
  p.notify_posts,
  p.notify_messages,
  p.notify_mentions,
  p.notify_verifications,
  p.notify_sponsorships,
  u.username AS from_username,
  COALESCE(u.is_brand, FALSE) AS from_brand,
  r.user_id IS NOT NULL AS recipient_known,
  COALESCE(r.is_active, FALSE) AS recipient_active,
  COALESCE(r.suspended_until > now(), FALSE) AS recipient_suspended,
  COALESCE(r.is_brand, FALSE) AS recipient_brand,
  EXISTS (
    SELECT
      1
    FROM
      messaging.blocks b
    WHERE
      b.active
      AND b.blocker_id = $1
      AND b.blocked_id = $2
  ) AS recipient_blocked_from,
  EXISTS (
    SELECT
      1
    FROM
      messaging.blocks b
    WHERE
      b.active
      AND b.blocker_id = $2
      AND b.blocked_id = $1
  ) AS from_blocked_recipient
FROM
  (
    VALUES
      (1)
  ) AS one
  LEFT JOIN messaging.preferences p ON p.user_id = $1
  LEFT JOIN messaging.users u ON u.user_id = $2
  LEFT JOIN messaging.users r ON r.user_id = $1;

-- NotificationsRepository.hasRecent: read (statement 1 of 2)
SELECT
  pg_advisory_xact_lock(
    hashtext ('notification:' || $1 || ':' || $2 || ':' || $3)
  );

-- NotificationsRepository.hasRecent: read (statement 2 of 2)
SELECT
  1
FROM
  messaging.notifications
WHERE
  user_id = $1
  AND type = $2
  AND from_user_id = $3
  AND created_at > now() - make_interval(hours => $4)
LIMIT
  1;

-- NotificationsRepository.insert: write
INSERT INTO
  messaging.notifications (
    id,
    user_id,
    type,
    message,
    link,
    from_user_id,
    source_event_id,
    created_at
  )
VALUES
  ($1, $2, $3, $4, $5, $6, $7, $8)
ON CONFLICT (source_event_id) DO NOTHING
RETURNING
  id;

-- NotificationsRepository.archiveOf: read
SELECT
  "Notification"."id" AS "Notification_id",
  "Notification"."type" AS "Notification_type",
  "Notification"."message" AS "Notification_message",
  "Notification"."link" AS "Notification_link",
  "Notification"."from_user_id" AS "Notification_from_user_id",
  "Notification"."created_at" AS "Notification_created_at",
  "Notification"."read_at" AS "Notification_read_at"
FROM
  "messaging"."notifications" "Notification"
WHERE
  (("Notification"."user_id" = $1))
ORDER BY
  "Notification_created_at" ASC,
  "Notification_id" ASC;
