-- The SQL of InboxSummaryRepository (inbox-summary.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- InboxSummaryRepository.countsFor: read
SELECT
  (
    SELECT
      count(*)::int
    FROM
      messaging.messages m
    WHERE
      m.recipient_id = $1
      AND m.read_at IS NULL
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            messaging.users gone
          WHERE
            gone.user_id = m.sender_id
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
            AND b.blocked_id = $1::uuid
        )
      )
  ) AS unread_messages,
  (
    SELECT
      count(*)::int
    FROM
      messaging.notifications n
    WHERE
      n.user_id = $1
      AND n.read_at IS NULL
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
  ) AS unread_notifications,
  (
    SELECT
      count(*)::int
    FROM
      messaging.sponsorship_requests
    WHERE
      athlete_id = $1
      AND status = 'pending'
  ) AS pending_sponsorships;
