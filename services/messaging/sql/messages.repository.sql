-- The SQL of MessagesRepository (messages.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- MessagesRepository.insert: write
WITH
  message AS (
    INSERT INTO
      messaging.messages (id, sender_id, recipient_id, content, created_at)
    VALUES
      ($1, $2, $3, $4, $5)
  )
INSERT INTO
  messaging.conversations AS c (
    owner_id,
    counterpart_id,
    last_message_id,
    last_at
  )
VALUES
  ($6, $7, $1, $5),
  ($7, $6, $1, $5)
ON CONFLICT (owner_id, counterpart_id) DO UPDATE
SET
  last_message_id = EXCLUDED.last_message_id,
  last_at = EXCLUDED.last_at
WHERE
  (c.last_at, c.last_message_id) < (EXCLUDED.last_at, EXCLUDED.last_message_id);

-- MessagesRepository.markConversationRead: write (statement 1 of 2)
UPDATE messaging.messages
SET
  read_at = $3
WHERE
  recipient_id = $1
  AND sender_id = $2
  AND read_at IS NULL
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        messaging.users gone
      WHERE
        gone.user_id = $2::uuid
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
        AND b.blocked_id = $2::uuid
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        messaging.blocks b
      WHERE
        b.active
        AND b.blocker_id = $2::uuid
        AND b.blocked_id = $1::uuid
    )
  );

-- MessagesRepository.markConversationRead: write (statement 2 of 2)
UPDATE messaging.notifications
SET
  read_at = $3
WHERE
  user_id = $1
  AND from_user_id = $2
  AND type = 'message'
  AND read_at IS NULL;

-- MessagesRepository.conversations: first page
SELECT
  c.counterpart_id,
  c.last_at,
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  CASE
    WHEN m.sender_id = $1::uuid
    AND NOT (
      coalesce(sp.read_receipts, TRUE)
      AND coalesce(rp.read_receipts, TRUE)
    ) THEN NULL
    ELSE m.read_at
  END AS read_at,
  m.hidden_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient,
  (
    SELECT
      count(*)::int
    FROM
      messaging.messages u
    WHERE
      u.recipient_id = $1::uuid
      AND u.sender_id = c.counterpart_id
      AND u.read_at IS NULL
  ) AS unread_count
FROM
  messaging.conversations c
  JOIN messaging.messages m ON m.id = c.last_message_id
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
  LEFT JOIN messaging.preferences sp ON sp.user_id = m.sender_id
  LEFT JOIN messaging.preferences rp ON rp.user_id = m.recipient_id
WHERE
  c.owner_id = $1::uuid
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        messaging.users gone
      WHERE
        gone.user_id = c.counterpart_id
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
        AND b.blocked_id = c.counterpart_id
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        messaging.blocks b
      WHERE
        b.active
        AND b.blocker_id = c.counterpart_id
        AND b.blocked_id = $1::uuid
    )
  )
ORDER BY
  c.last_at DESC,
  c.counterpart_id DESC
LIMIT
  $2;

-- MessagesRepository.conversations: after a position
SELECT
  c.counterpart_id,
  c.last_at,
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  CASE
    WHEN m.sender_id = $1::uuid
    AND NOT (
      coalesce(sp.read_receipts, TRUE)
      AND coalesce(rp.read_receipts, TRUE)
    ) THEN NULL
    ELSE m.read_at
  END AS read_at,
  m.hidden_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient,
  (
    SELECT
      count(*)::int
    FROM
      messaging.messages u
    WHERE
      u.recipient_id = $1::uuid
      AND u.sender_id = c.counterpart_id
      AND u.read_at IS NULL
  ) AS unread_count
FROM
  messaging.conversations c
  JOIN messaging.messages m ON m.id = c.last_message_id
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
  LEFT JOIN messaging.preferences sp ON sp.user_id = m.sender_id
  LEFT JOIN messaging.preferences rp ON rp.user_id = m.recipient_id
WHERE
  c.owner_id = $1::uuid
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        messaging.users gone
      WHERE
        gone.user_id = c.counterpart_id
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
        AND b.blocked_id = c.counterpart_id
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        messaging.blocks b
      WHERE
        b.active
        AND b.blocker_id = c.counterpart_id
        AND b.blocked_id = $1::uuid
    )
  )
  AND (c.last_at, c.counterpart_id) < ($2::timestamptz, $3::uuid)
ORDER BY
  c.last_at DESC,
  c.counterpart_id DESC
LIMIT
  $4;

-- MessagesRepository.markRead: write
UPDATE messaging.messages
SET
  read_at = $3
WHERE
  id = $1
  AND recipient_id = $2
  AND read_at IS NULL
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        messaging.users gone
      WHERE
        gone.user_id = sender_id
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
        AND b.blocked_id = sender_id
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        messaging.blocks b
      WHERE
        b.active
        AND b.blocker_id = sender_id
        AND b.blocked_id = $2::uuid
    )
  )
RETURNING
  id,
  sender_id,
  recipient_id;

-- MessagesRepository.markNotificationOfMessageRead: write
UPDATE messaging.notifications
SET
  read_at = $3
WHERE
  source_event_id = $1
  AND user_id = $2
  AND read_at IS NULL;

-- MessagesRepository.readerOf: read
SELECT
  recipient_id,
  (
    NOT EXISTS (
      SELECT
        1
      FROM
        messaging.users gone
      WHERE
        gone.user_id = m.sender_id
        AND gone.user_id <> m.recipient_id
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
        AND b.blocker_id = m.recipient_id
        AND b.blocked_id = m.sender_id
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        messaging.blocks b
      WHERE
        b.active
        AND b.blocker_id = m.sender_id
        AND b.blocked_id = m.recipient_id
    )
  ) AS sender_shown
FROM
  messaging.messages m
WHERE
  m.id = $1;

-- MessagesRepository.lockForEdit: read
SELECT
  "Message"."id" AS "Message_id",
  "Message"."content" AS "Message_content",
  "Message"."sender_id" AS "Message_sender_id",
  "Message"."recipient_id" AS "Message_recipient_id"
FROM
  "messaging"."messages" "Message"
WHERE
  (("Message"."id" = $1))
LIMIT
  1
FOR UPDATE;

-- MessagesRepository.editByStaff: write
UPDATE "messaging"."messages"
SET
  "content" = $1,
  "edited_at" = $2,
  "edited_by" = $3,
  "edited_by_staff" = $4
WHERE
  "id" = $5;

-- MessagesRepository.moderate: write
UPDATE messaging.messages
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

-- MessagesRepository.shownById: read
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  CASE
    WHEN m.sender_id = $2::uuid
    AND NOT (
      coalesce(sp.read_receipts, TRUE)
      AND coalesce(rp.read_receipts, TRUE)
    ) THEN NULL
    ELSE m.read_at
  END AS read_at,
  m.hidden_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    WHERE
      id = $1
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
  LEFT JOIN messaging.preferences sp ON sp.user_id = m.sender_id
  LEFT JOIN messaging.preferences rp ON rp.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.page: conversation, first page
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  CASE
    WHEN m.sender_id = $1::uuid
    AND NOT (
      coalesce(sp.read_receipts, TRUE)
      AND coalesce(rp.read_receipts, TRUE)
    ) THEN NULL
    ELSE m.read_at
  END AS read_at,
  m.hidden_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    WHERE
      least(sender_id, recipient_id) = least($1::uuid, $2::uuid)
      AND greatest(sender_id, recipient_id) = greatest($1::uuid, $2::uuid)
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      $3
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
  LEFT JOIN messaging.preferences sp ON sp.user_id = m.sender_id
  LEFT JOIN messaging.preferences rp ON rp.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.page: conversation, after a position
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  CASE
    WHEN m.sender_id = $1::uuid
    AND NOT (
      coalesce(sp.read_receipts, TRUE)
      AND coalesce(rp.read_receipts, TRUE)
    ) THEN NULL
    ELSE m.read_at
  END AS read_at,
  m.hidden_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    WHERE
      least(sender_id, recipient_id) = least($1::uuid, $2::uuid)
      AND greatest(sender_id, recipient_id) = greatest($1::uuid, $2::uuid)
      AND (created_at, id) < ($3::timestamptz, $4::uuid)
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      $5
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
  LEFT JOIN messaging.preferences sp ON sp.user_id = m.sender_id
  LEFT JOIN messaging.preferences rp ON rp.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.page: received, first page
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  CASE
    WHEN m.sender_id = $1::uuid
    AND NOT (
      coalesce(sp.read_receipts, TRUE)
      AND coalesce(rp.read_receipts, TRUE)
    ) THEN NULL
    ELSE m.read_at
  END AS read_at,
  m.hidden_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    WHERE
      recipient_id = $1::uuid
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            messaging.users gone
          WHERE
            gone.user_id = sender_id
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
            AND b.blocked_id = sender_id
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            messaging.blocks b
          WHERE
            b.active
            AND b.blocker_id = sender_id
            AND b.blocked_id = $1::uuid
        )
      )
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      $2
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
  LEFT JOIN messaging.preferences sp ON sp.user_id = m.sender_id
  LEFT JOIN messaging.preferences rp ON rp.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.page: received, after a position
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  CASE
    WHEN m.sender_id = $1::uuid
    AND NOT (
      coalesce(sp.read_receipts, TRUE)
      AND coalesce(rp.read_receipts, TRUE)
    ) THEN NULL
    ELSE m.read_at
  END AS read_at,
  m.hidden_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    WHERE
      recipient_id = $1::uuid
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            messaging.users gone
          WHERE
            gone.user_id = sender_id
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
            AND b.blocked_id = sender_id
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            messaging.blocks b
          WHERE
            b.active
            AND b.blocker_id = sender_id
            AND b.blocked_id = $1::uuid
        )
      )
      AND (created_at, id) < ($2::timestamptz, $3::uuid)
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      $4
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
  LEFT JOIN messaging.preferences sp ON sp.user_id = m.sender_id
  LEFT JOIN messaging.preferences rp ON rp.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.page: sent, first page
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  CASE
    WHEN m.sender_id = $1::uuid
    AND NOT (
      coalesce(sp.read_receipts, TRUE)
      AND coalesce(rp.read_receipts, TRUE)
    ) THEN NULL
    ELSE m.read_at
  END AS read_at,
  m.hidden_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    WHERE
      sender_id = $1::uuid
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            messaging.users gone
          WHERE
            gone.user_id = recipient_id
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
            AND b.blocked_id = recipient_id
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            messaging.blocks b
          WHERE
            b.active
            AND b.blocker_id = recipient_id
            AND b.blocked_id = $1::uuid
        )
      )
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      $2
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
  LEFT JOIN messaging.preferences sp ON sp.user_id = m.sender_id
  LEFT JOIN messaging.preferences rp ON rp.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.page: sent, after a position
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  CASE
    WHEN m.sender_id = $1::uuid
    AND NOT (
      coalesce(sp.read_receipts, TRUE)
      AND coalesce(rp.read_receipts, TRUE)
    ) THEN NULL
    ELSE m.read_at
  END AS read_at,
  m.hidden_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    WHERE
      sender_id = $1::uuid
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            messaging.users gone
          WHERE
            gone.user_id = recipient_id
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
            AND b.blocked_id = recipient_id
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            messaging.blocks b
          WHERE
            b.active
            AND b.blocker_id = recipient_id
            AND b.blocked_id = $1::uuid
        )
      )
      AND (created_at, id) < ($2::timestamptz, $3::uuid)
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      $4
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
  LEFT JOIN messaging.preferences sp ON sp.user_id = m.sender_id
  LEFT JOIN messaging.preferences rp ON rp.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.shownToAdmin: read
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  m.read_at,
  m.edited_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    WHERE
      id = $1
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.adminPage: everyone, first page
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  m.read_at,
  m.edited_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      $1
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.adminPage: everyone, after a position
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  m.read_at,
  m.edited_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    WHERE
      (created_at, id) < ($1::timestamptz, $2::uuid)
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      $3
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.adminPage: one user, first page
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  m.read_at,
  m.edited_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    WHERE
      (
        sender_id = $1::uuid
        OR recipient_id = $1::uuid
      )
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      $2
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.adminPage: one user, after a position
SELECT
  m.id,
  m.sender_id,
  m.recipient_id,
  m.content,
  m.created_at,
  m.read_at,
  m.edited_at,
  m.edited_by_staff,
  CASE
    WHEN s.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      s.username,
      'displayName',
      s.display_name,
      'profilePicture',
      s.profile_picture,
      'proStatus',
      s.pro_status,
      'amateurStatus',
      s.amateur_status,
      'flowStatus',
      s.flow_status
    )
  END AS sender,
  CASE
    WHEN r.user_id IS NULL THEN NULL
    ELSE json_build_object(
      'username',
      r.username,
      'displayName',
      r.display_name,
      'profilePicture',
      r.profile_picture,
      'proStatus',
      r.pro_status,
      'amateurStatus',
      r.amateur_status,
      'flowStatus',
      r.flow_status
    )
  END AS recipient
FROM
  (
    SELECT
      *
    FROM
      messaging.messages
    WHERE
      (
        sender_id = $1::uuid
        OR recipient_id = $1::uuid
      )
      AND (created_at, id) < ($2::timestamptz, $3::uuid)
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      $4
  ) m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
ORDER BY
  m.created_at DESC,
  m.id DESC;

-- MessagesRepository.ofUser: sender
SELECT
  m.id,
  m.sender_id AS "senderId",
  m.recipient_id AS "recipientId",
  m.content,
  m.created_at AS "createdAt",
  CASE
    WHEN m.sender_id = $1::uuid
    AND NOT (
      coalesce(sp.read_receipts, TRUE)
      AND coalesce(rp.read_receipts, TRUE)
    ) THEN NULL
    ELSE m.read_at
  END AS "readAt"
FROM
  messaging.messages m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
  LEFT JOIN messaging.preferences sp ON sp.user_id = m.sender_id
  LEFT JOIN messaging.preferences rp ON rp.user_id = m.recipient_id
WHERE
  m.sender_id = $1::uuid
ORDER BY
  m.created_at ASC,
  m.id ASC;

-- MessagesRepository.ofUser: recipient
SELECT
  m.id,
  m.sender_id AS "senderId",
  m.recipient_id AS "recipientId",
  m.content,
  m.created_at AS "createdAt",
  CASE
    WHEN m.sender_id = $1::uuid
    AND NOT (
      coalesce(sp.read_receipts, TRUE)
      AND coalesce(rp.read_receipts, TRUE)
    ) THEN NULL
    ELSE m.read_at
  END AS "readAt"
FROM
  messaging.messages m
  LEFT JOIN messaging.users s ON s.user_id = m.sender_id
  LEFT JOIN messaging.users r ON r.user_id = m.recipient_id
  LEFT JOIN messaging.preferences sp ON sp.user_id = m.sender_id
  LEFT JOIN messaging.preferences rp ON rp.user_id = m.recipient_id
WHERE
  m.recipient_id = $1::uuid
ORDER BY
  m.created_at ASC,
  m.id ASC;
