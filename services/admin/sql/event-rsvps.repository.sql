-- The SQL of EventRsvpsRepository (event-rsvps.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- EventRsvpsRepository.set: write
INSERT INTO
  admin.event_rsvps (event_id, user_id, status, updated_at)
VALUES
  ($1, $2, $3, now())
ON CONFLICT (event_id, user_id) DO UPDATE
SET
  status = EXCLUDED.status,
  updated_at = now();

-- EventRsvpsRepository.clear: write
DELETE FROM admin.event_rsvps
WHERE
  event_id = $1
  AND user_id = $2;

-- EventRsvpsRepository.statusOf: read
SELECT
  status
FROM
  admin.event_rsvps
WHERE
  event_id = $1
  AND user_id = $2;

-- EventRsvpsRepository.answers: read
SELECT
  r.user_id AS "userId",
  r.status,
  p.username,
  p.display_name AS "displayName",
  p.profile_picture AS "profilePicture",
  p.is_brand AS "isBrand",
  p.is_active AS "isActive",
  coalesce(p.suspended_until > now(), FALSE) AS "isSuspended",
  pref.public_profile AS "publicProfile",
  EXISTS (
    SELECT
      1
    FROM
      admin.follows f
    WHERE
      f.follower_id = $2
      AND f.following_id = r.user_id
      AND f.is_following
  ) AS "viewerFollowsIt",
  EXISTS (
    SELECT
      1
    FROM
      admin.blocks b
    WHERE
      b.blocker_id = $2
      AND b.blocked_id = r.user_id
      AND b.is_blocking
  ) AS "viewerBlockedIt",
  EXISTS (
    SELECT
      1
    FROM
      admin.blocks b
    WHERE
      b.blocker_id = r.user_id
      AND b.blocked_id = $2
      AND b.is_blocking
  ) AS "itBlockedViewer"
FROM
  admin.event_rsvps r
  JOIN admin.people p ON p.user_id = r.user_id
  LEFT JOIN admin.preferences pref ON pref.user_id = r.user_id
WHERE
  r.event_id = $1
ORDER BY
  r.status = 'going' DESC,
  r.updated_at DESC,
  r.user_id;

-- EventRsvpsRepository.lockDue: read
SELECT
  r.event_id AS "eventId",
  r.user_id AS "userId",
  r.status,
  e.title,
  e.location,
  e.starts_at AS "startsAt"
FROM
  admin.event_rsvps r
  JOIN admin.calendar_events e ON e.id = r.event_id
WHERE
  e.starts_at > $1
  AND e.starts_at <= $1::timestamptz + make_interval(hours => $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      admin.event_reminders s
    WHERE
      s.event_id = r.event_id
      AND s.user_id = r.user_id
  )
ORDER BY
  e.starts_at,
  r.event_id,
  r.user_id
LIMIT
  $3
FOR UPDATE OF
  r SKIP LOCKED;

-- EventRsvpsRepository.recordSent: write
INSERT INTO
  admin.event_reminders (event_id, user_id, sent_at)
VALUES
  ($1, $2, $3)
ON CONFLICT (event_id, user_id) DO NOTHING
RETURNING
  event_id;
