-- The SQL of CorrespondentsRepository (correspondents.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- CorrespondentsRepository.between: read
SELECT
  r.user_id IS NOT NULL AS known,
  coalesce(r.is_active, FALSE) AS is_active,
  coalesce(r.suspended_until > now(), FALSE) AS is_suspended,
  coalesce(r.is_brand, FALSE) AS is_brand,
  coalesce(s.is_brand, FALSE) AS sender_is_brand,
  p.allow_messages,
  p.notify_messages,
  coalesce(p.read_receipts, TRUE)
  AND coalesce(sp.read_receipts, TRUE) AS read_receipts,
  EXISTS (
    SELECT
      1
    FROM
      messaging.blocks b
    WHERE
      b.active
      AND b.blocker_id = $1
      AND b.blocked_id = $2
  ) AS sender_blocked,
  EXISTS (
    SELECT
      1
    FROM
      messaging.blocks b
    WHERE
      b.active
      AND b.blocker_id = $2
      AND b.blocked_id = $1
  ) AS recipient_blocked,
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
    VALUES
      (1)
  ) AS one
  LEFT JOIN messaging.users r ON r.user_id = $2
  LEFT JOIN messaging.users s ON s.user_id = $1
  LEFT JOIN messaging.preferences p ON p.user_id = $2
  LEFT JOIN messaging.preferences sp ON sp.user_id = $1;
