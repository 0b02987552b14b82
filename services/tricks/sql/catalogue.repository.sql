-- The SQL of CatalogueRepository (catalogue.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- CatalogueRepository.all: read
SELECT
  "Trick"."id" AS "Trick_id",
  "Trick"."name" AS "Trick_name",
  "Trick"."aliases" AS "Trick_aliases",
  "Trick"."category" AS "Trick_category",
  "Trick"."difficulty" AS "Trick_difficulty",
  "Trick"."base_trick" AS "Trick_base_trick",
  "Trick"."stance" AS "Trick_stance",
  "Trick"."description" AS "Trick_description",
  "Trick"."video_url" AS "Trick_video_url",
  "Trick"."prerequisites" AS "Trick_prerequisites",
  "Trick"."setup" AS "Trick_setup",
  "Trick"."steps" AS "Trick_steps",
  "Trick"."common_mistakes" AS "Trick_common_mistakes",
  "Trick"."pro_tips" AS "Trick_pro_tips",
  "Trick"."points" AS "Trick_points",
  "Trick"."resolved_points" AS "Trick_resolved_points",
  "Trick"."source" AS "Trick_source",
  "Trick"."catalogue_version" AS "Trick_catalogue_version",
  "Trick"."edited_at" AS "Trick_edited_at",
  "Trick"."created_at" AS "Trick_created_at",
  "Trick"."updated_at" AS "Trick_updated_at"
FROM
  "tricks"."tricks" "Trick";

-- CatalogueRepository.findById: read
SELECT
  "Trick"."id" AS "Trick_id",
  "Trick"."name" AS "Trick_name",
  "Trick"."aliases" AS "Trick_aliases",
  "Trick"."category" AS "Trick_category",
  "Trick"."difficulty" AS "Trick_difficulty",
  "Trick"."base_trick" AS "Trick_base_trick",
  "Trick"."stance" AS "Trick_stance",
  "Trick"."description" AS "Trick_description",
  "Trick"."video_url" AS "Trick_video_url",
  "Trick"."prerequisites" AS "Trick_prerequisites",
  "Trick"."setup" AS "Trick_setup",
  "Trick"."steps" AS "Trick_steps",
  "Trick"."common_mistakes" AS "Trick_common_mistakes",
  "Trick"."pro_tips" AS "Trick_pro_tips",
  "Trick"."points" AS "Trick_points",
  "Trick"."resolved_points" AS "Trick_resolved_points",
  "Trick"."source" AS "Trick_source",
  "Trick"."catalogue_version" AS "Trick_catalogue_version",
  "Trick"."edited_at" AS "Trick_edited_at",
  "Trick"."created_at" AS "Trick_created_at",
  "Trick"."updated_at" AS "Trick_updated_at"
FROM
  "tricks"."tricks" "Trick"
WHERE
  (("Trick"."id" = $1))
LIMIT
  1;

-- CatalogueRepository.outlines: read
SELECT
  "Trick"."id" AS "Trick_id",
  "Trick"."name" AS "Trick_name",
  "Trick"."prerequisites" AS "Trick_prerequisites"
FROM
  "tricks"."tricks" "Trick";

-- CatalogueRepository.fingerprint: read
SELECT
  count(*)::int AS count,
  max(updated_at)::text AS latest
FROM
  tricks.tricks;

-- CatalogueRepository.nextCustomId: read
SELECT
  nextval('"tricks".custom_trick_number_seq') AS number;

-- CatalogueRepository.addByAdmin: write (statement 1 of 2)
SELECT
  "Trick"."id" AS "Trick_id",
  "Trick"."name" AS "Trick_name",
  "Trick"."aliases" AS "Trick_aliases",
  "Trick"."category" AS "Trick_category",
  "Trick"."difficulty" AS "Trick_difficulty",
  "Trick"."base_trick" AS "Trick_base_trick",
  "Trick"."stance" AS "Trick_stance",
  "Trick"."description" AS "Trick_description",
  "Trick"."video_url" AS "Trick_video_url",
  "Trick"."prerequisites" AS "Trick_prerequisites",
  "Trick"."setup" AS "Trick_setup",
  "Trick"."steps" AS "Trick_steps",
  "Trick"."common_mistakes" AS "Trick_common_mistakes",
  "Trick"."pro_tips" AS "Trick_pro_tips",
  "Trick"."points" AS "Trick_points",
  "Trick"."resolved_points" AS "Trick_resolved_points",
  "Trick"."source" AS "Trick_source",
  "Trick"."catalogue_version" AS "Trick_catalogue_version",
  "Trick"."edited_at" AS "Trick_edited_at",
  "Trick"."created_at" AS "Trick_created_at",
  "Trick"."updated_at" AS "Trick_updated_at"
FROM
  "tricks"."tricks" "Trick"
WHERE
  "Trick"."id" = $1;

-- CatalogueRepository.addByAdmin: write (statement 2 of 2)
INSERT INTO
  "tricks"."tricks" (
    "id",
    "name",
    "aliases",
    "category",
    "difficulty",
    "base_trick",
    "stance",
    "description",
    "video_url",
    "prerequisites",
    "setup",
    "steps",
    "common_mistakes",
    "pro_tips",
    "points",
    "resolved_points",
    "source",
    "catalogue_version",
    "edited_at",
    "created_at",
    "updated_at"
  )
VALUES
  (
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    $7,
    $8,
    $9,
    $10,
    $11,
    $12,
    $13,
    $14,
    $15,
    $16,
    $17,
    DEFAULT,
    $18,
    DEFAULT,
    DEFAULT
  )
RETURNING
  "aliases",
  "description",
  "prerequisites",
  "setup",
  "steps",
  "common_mistakes",
  "pro_tips",
  "created_at",
  "updated_at";

-- CatalogueRepository.saveAdminEdit: write (statement 1 of 2)
SELECT
  "Trick"."id" AS "Trick_id",
  "Trick"."name" AS "Trick_name",
  "Trick"."aliases" AS "Trick_aliases",
  "Trick"."category" AS "Trick_category",
  "Trick"."difficulty" AS "Trick_difficulty",
  "Trick"."base_trick" AS "Trick_base_trick",
  "Trick"."stance" AS "Trick_stance",
  "Trick"."description" AS "Trick_description",
  "Trick"."video_url" AS "Trick_video_url",
  "Trick"."prerequisites" AS "Trick_prerequisites",
  "Trick"."setup" AS "Trick_setup",
  "Trick"."steps" AS "Trick_steps",
  "Trick"."common_mistakes" AS "Trick_common_mistakes",
  "Trick"."pro_tips" AS "Trick_pro_tips",
  "Trick"."points" AS "Trick_points",
  "Trick"."resolved_points" AS "Trick_resolved_points",
  "Trick"."source" AS "Trick_source",
  "Trick"."catalogue_version" AS "Trick_catalogue_version",
  "Trick"."edited_at" AS "Trick_edited_at",
  "Trick"."created_at" AS "Trick_created_at",
  "Trick"."updated_at" AS "Trick_updated_at"
FROM
  "tricks"."tricks" "Trick"
WHERE
  "Trick"."id" = $1;

-- CatalogueRepository.saveAdminEdit: write (statement 2 of 2)
UPDATE "tricks"."tricks"
SET
  "name" = $1,
  "base_trick" = $2,
  "description" = $3,
  "setup" = $4,
  "steps" = $5,
  "common_mistakes" = $6,
  "pro_tips" = $7,
  "edited_at" = $8,
  "updated_at" = CURRENT_TIMESTAMP
WHERE
  "id" = $9
RETURNING
  "updated_at";

-- CatalogueRepository.isVersionApplied: read
SELECT
  1 AS "row_exists"
FROM
  (
    SELECT
      1 AS dummy_column
  ) "dummy_table"
WHERE
  EXISTS (
    SELECT
      1
    FROM
      "tricks"."catalogue_versions" "CatalogueVersion"
    WHERE
      (("CatalogueVersion"."version" = $1))
  )
LIMIT
  1;

-- CatalogueRepository.applyVersion: inserts and updates (statement 1 of 2)
INSERT INTO
  "tricks"."tricks" (
    "id",
    "name",
    "aliases",
    "category",
    "difficulty",
    "base_trick",
    "stance",
    "description",
    "video_url",
    "prerequisites",
    "setup",
    "steps",
    "common_mistakes",
    "pro_tips",
    "points",
    "resolved_points",
    "source",
    "catalogue_version",
    "edited_at",
    "created_at",
    "updated_at"
  )
VALUES
  (
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    $7,
    $8,
    DEFAULT,
    $9,
    $10,
    $11,
    $12,
    $13,
    $14,
    $15,
    $16,
    $17,
    DEFAULT,
    DEFAULT,
    DEFAULT
  )
RETURNING
  "aliases",
  "description",
  "prerequisites",
  "setup",
  "steps",
  "common_mistakes",
  "pro_tips",
  "created_at",
  "updated_at";

-- CatalogueRepository.applyVersion: inserts and updates (statement 2 of 2)
UPDATE "tricks"."tricks"
SET
  "name" = $1,
  "aliases" = $2,
  "category" = $3,
  "difficulty" = $4,
  "base_trick" = $5,
  "stance" = $6,
  "description" = $7,
  "prerequisites" = $8,
  "setup" = $9,
  "steps" = $10,
  "common_mistakes" = $11,
  "pro_tips" = $12,
  "points" = $13,
  "resolved_points" = $14,
  "catalogue_version" = $15,
  "updated_at" = CURRENT_TIMESTAMP
WHERE
  "id" = $16;

-- CatalogueRepository.recordVersion: write
INSERT INTO
  "tricks"."catalogue_versions" ("version", "entry_count", "applied_at")
VALUES
  ($1, $2, DEFAULT)
RETURNING
  "applied_at";
