-- The SQL of CalendarEventsRepository (calendar-events.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- CalendarEventsRepository.list: upcoming
SELECT
  "e"."id" AS "e_id",
  "e"."title" AS "e_title",
  "e"."starts_at" AS "e_starts_at",
  "e"."location" AS "e_location",
  "e"."created_at" AS "e_created_at",
  "e"."updated_at" AS "e_updated_at"
FROM
  "admin"."calendar_events" "e"
WHERE
  "e"."starts_at" >= date_trunc('day', now())
ORDER BY
  "e"."starts_at" ASC,
  "e"."id" ASC;

-- CalendarEventsRepository.list: with the past
SELECT
  "e"."id" AS "e_id",
  "e"."title" AS "e_title",
  "e"."starts_at" AS "e_starts_at",
  "e"."location" AS "e_location",
  "e"."created_at" AS "e_created_at",
  "e"."updated_at" AS "e_updated_at"
FROM
  "admin"."calendar_events" "e"
ORDER BY
  CASE
    WHEN "e"."starts_at" >= date_trunc('day', now()) THEN 0
    ELSE 1
  END ASC,
  CASE
    WHEN "e"."starts_at" >= date_trunc('day', now()) THEN "e"."starts_at"
  END ASC,
  "e"."starts_at" DESC,
  "e"."id" ASC;

-- CalendarEventsRepository.create: write
INSERT INTO
  "admin"."calendar_events" (
    "id",
    "title",
    "starts_at",
    "location",
    "created_at",
    "updated_at"
  )
VALUES
  (DEFAULT, $1, $2, $3, DEFAULT, DEFAULT)
RETURNING
  "id",
  "created_at",
  "updated_at";

-- CalendarEventsRepository.findById: read
SELECT
  "CalendarEvent"."id" AS "CalendarEvent_id",
  "CalendarEvent"."title" AS "CalendarEvent_title",
  "CalendarEvent"."starts_at" AS "CalendarEvent_starts_at",
  "CalendarEvent"."location" AS "CalendarEvent_location",
  "CalendarEvent"."created_at" AS "CalendarEvent_created_at",
  "CalendarEvent"."updated_at" AS "CalendarEvent_updated_at"
FROM
  "admin"."calendar_events" "CalendarEvent"
WHERE
  (("CalendarEvent"."id" = $1))
LIMIT
  1;

-- CalendarEventsRepository.lockById: read
SELECT
  "CalendarEvent"."id" AS "CalendarEvent_id",
  "CalendarEvent"."title" AS "CalendarEvent_title",
  "CalendarEvent"."starts_at" AS "CalendarEvent_starts_at",
  "CalendarEvent"."location" AS "CalendarEvent_location",
  "CalendarEvent"."created_at" AS "CalendarEvent_created_at",
  "CalendarEvent"."updated_at" AS "CalendarEvent_updated_at"
FROM
  "admin"."calendar_events" "CalendarEvent"
WHERE
  (("CalendarEvent"."id" = $1))
LIMIT
  1
FOR UPDATE;

-- CalendarEventsRepository.save: an edit (statement 1 of 2)
SELECT
  "CalendarEvent"."id" AS "CalendarEvent_id",
  "CalendarEvent"."title" AS "CalendarEvent_title",
  "CalendarEvent"."starts_at" AS "CalendarEvent_starts_at",
  "CalendarEvent"."location" AS "CalendarEvent_location",
  "CalendarEvent"."created_at" AS "CalendarEvent_created_at",
  "CalendarEvent"."updated_at" AS "CalendarEvent_updated_at"
FROM
  "admin"."calendar_events" "CalendarEvent"
WHERE
  "CalendarEvent"."id" = $1;

-- CalendarEventsRepository.save: an edit (statement 2 of 2)
UPDATE "admin"."calendar_events"
SET
  "title" = $1,
  "updated_at" = CURRENT_TIMESTAMP
WHERE
  "id" = $2
RETURNING
  "updated_at";

-- CalendarEventsRepository.delete: write
DELETE FROM "admin"."calendar_events"
WHERE
  "id" = $1;
