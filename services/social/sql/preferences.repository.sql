-- The SQL of PreferencesRepository (preferences.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- PreferencesRepository.find: read
SELECT
  "Preferences"."user_id" AS "Preferences_user_id",
  "Preferences"."notifications" AS "Preferences_notifications",
  "Preferences"."push" AS "Preferences_push",
  "Preferences"."privacy" AS "Preferences_privacy",
  "Preferences"."accessibility" AS "Preferences_accessibility",
  "Preferences"."theme" AS "Preferences_theme",
  "Preferences"."updated_at" AS "Preferences_updated_at"
FROM
  "social"."preferences" "Preferences"
WHERE
  (("Preferences"."user_id" = $1))
LIMIT
  1;

-- PreferencesRepository.lockCreating: write (statement 1 of 2)
INSERT INTO
  "social"."preferences" (
    "user_id",
    "notifications",
    "push",
    "privacy",
    "accessibility",
    "theme",
    "updated_at"
  )
VALUES
  (
    $1,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT
  )
ON CONFLICT DO NOTHING
RETURNING
  "notifications",
  "push",
  "privacy",
  "accessibility",
  "updated_at";

-- PreferencesRepository.lockCreating: write (statement 2 of 2)
SELECT
  "Preferences"."user_id" AS "Preferences_user_id",
  "Preferences"."notifications" AS "Preferences_notifications",
  "Preferences"."push" AS "Preferences_push",
  "Preferences"."privacy" AS "Preferences_privacy",
  "Preferences"."accessibility" AS "Preferences_accessibility",
  "Preferences"."theme" AS "Preferences_theme",
  "Preferences"."updated_at" AS "Preferences_updated_at"
FROM
  "social"."preferences" "Preferences"
WHERE
  (("Preferences"."user_id" = $1))
LIMIT
  1
FOR UPDATE;

-- PreferencesRepository.save: write (statement 1 of 2)
SELECT
  "Preferences"."user_id" AS "Preferences_user_id",
  "Preferences"."notifications" AS "Preferences_notifications",
  "Preferences"."push" AS "Preferences_push",
  "Preferences"."privacy" AS "Preferences_privacy",
  "Preferences"."accessibility" AS "Preferences_accessibility",
  "Preferences"."theme" AS "Preferences_theme",
  "Preferences"."updated_at" AS "Preferences_updated_at"
FROM
  "social"."preferences" "Preferences"
WHERE
  "Preferences"."user_id" = $1;

-- PreferencesRepository.save: write (statement 2 of 2)
UPDATE "social"."preferences"
SET
  "theme" = $1,
  "updated_at" = CURRENT_TIMESTAMP
WHERE
  "user_id" = $2
RETURNING
  "updated_at";

-- PreferencesRepository.saveIfNewer: write
INSERT INTO
  social.preferences AS p (user_id, notifications, push, privacy, updated_at)
VALUES
  (
    $1,
    $2::jsonb,
    COALESCE($3::jsonb, '{}'),
    $4::jsonb,
    $5
  )
ON CONFLICT (user_id) DO UPDATE
SET
  notifications = EXCLUDED.notifications,
  push = COALESCE($3::jsonb, p.push),
  privacy = EXCLUDED.privacy,
  updated_at = EXCLUDED.updated_at
WHERE
  p.updated_at < EXCLUDED.updated_at
RETURNING
  user_id;
