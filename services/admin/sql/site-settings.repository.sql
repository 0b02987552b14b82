-- The SQL of SiteSettingsRepository (site-settings.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- SiteSettingsRepository.find: read
SELECT
  "SiteSettings"."id" AS "SiteSettings_id",
  "SiteSettings"."store_url" AS "SiteSettings_store_url",
  "SiteSettings"."updated_by" AS "SiteSettings_updated_by",
  "SiteSettings"."updated_at" AS "SiteSettings_updated_at"
FROM
  "admin"."site_settings" "SiteSettings"
WHERE
  (("SiteSettings"."id" = $1))
LIMIT
  1;

-- SiteSettingsRepository.write: write (statement 1 of 2)
INSERT INTO
  "admin"."site_settings" ("id", "store_url", "updated_by", "updated_at")
VALUES
  ($1, $2, $3, $4)
ON CONFLICT ("id") DO UPDATE
SET
  "id" = EXCLUDED."id",
  "store_url" = EXCLUDED."store_url",
  "updated_by" = EXCLUDED."updated_by",
  "updated_at" = EXCLUDED."updated_at"
RETURNING
  "id",
  "updated_at";

-- SiteSettingsRepository.write: write (statement 2 of 2)
SELECT
  "SiteSettings"."id" AS "SiteSettings_id",
  "SiteSettings"."store_url" AS "SiteSettings_store_url",
  "SiteSettings"."updated_by" AS "SiteSettings_updated_by",
  "SiteSettings"."updated_at" AS "SiteSettings_updated_at"
FROM
  "admin"."site_settings" "SiteSettings"
WHERE
  (("SiteSettings"."id" = $1))
LIMIT
  1;
