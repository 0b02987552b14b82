-- The SQL of SponsorshipsRepository (sponsorships.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- SponsorshipsRepository.insertPending: write
INSERT INTO
  sponsorships.sponsorships (
    id,
    brand_id,
    athlete_id,
    status,
    created_at,
    updated_at
  )
VALUES
  ($1, $2, $3, 'pending', $4, $4)
ON CONFLICT (brand_id, athlete_id)
WHERE
  status IN ('pending', 'accepted') DO NOTHING
RETURNING
  id;

-- SponsorshipsRepository.lockById: read
SELECT
  "Sponsorship"."id" AS "Sponsorship_id",
  "Sponsorship"."brand_id" AS "Sponsorship_brand_id",
  "Sponsorship"."athlete_id" AS "Sponsorship_athlete_id",
  "Sponsorship"."status" AS "Sponsorship_status",
  "Sponsorship"."created_at" AS "Sponsorship_created_at",
  "Sponsorship"."updated_at" AS "Sponsorship_updated_at"
FROM
  "sponsorships"."sponsorships" "Sponsorship"
WHERE
  (("Sponsorship"."id" = $1))
LIMIT
  1
FOR UPDATE;

-- SponsorshipsRepository.lockLivePair: read
SELECT
  "Sponsorship"."id" AS "Sponsorship_id",
  "Sponsorship"."brand_id" AS "Sponsorship_brand_id",
  "Sponsorship"."athlete_id" AS "Sponsorship_athlete_id",
  "Sponsorship"."status" AS "Sponsorship_status",
  "Sponsorship"."created_at" AS "Sponsorship_created_at",
  "Sponsorship"."updated_at" AS "Sponsorship_updated_at"
FROM
  "sponsorships"."sponsorships" "Sponsorship"
WHERE
  (
    ("Sponsorship"."brand_id" = $1)
    AND ("Sponsorship"."athlete_id" = $2)
    AND ("Sponsorship"."status" IN ($3, $4))
  )
LIMIT
  1
FOR UPDATE;

-- SponsorshipsRepository.setStatus: write
UPDATE "sponsorships"."sponsorships"
SET
  "status" = $1,
  "updated_at" = $2
WHERE
  "id" = $3;

-- SponsorshipsRepository.delete: write
DELETE FROM "sponsorships"."sponsorships"
WHERE
  "id" = $1;

-- SponsorshipsRepository.shownById: read
SELECT
  s.id,
  s.brand_id,
  s.athlete_id,
  s.status,
  s.created_at,
  s.updated_at,
  b.username AS brand_username,
  b.profile_picture AS brand_picture,
  a.username AS athlete_username,
  a.profile_picture AS athlete_picture,
  a.pro_status AS athlete_pro,
  a.amateur_status AS athlete_amateur,
  a.flow_status AS athlete_flow
FROM
  (
    SELECT
      *
    FROM
      sponsorships.sponsorships
    WHERE
      id = $1
  ) s
  LEFT JOIN sponsorships.users b ON b.user_id = s.brand_id
  LEFT JOIN sponsorships.users a ON a.user_id = s.athlete_id
ORDER BY
  s.created_at DESC,
  s.id DESC;

-- SponsorshipsRepository.list: unfiltered
SELECT
  s.id,
  s.brand_id,
  s.athlete_id,
  s.status,
  s.created_at,
  s.updated_at,
  b.username AS brand_username,
  b.profile_picture AS brand_picture,
  a.username AS athlete_username,
  a.profile_picture AS athlete_picture,
  a.pro_status AS athlete_pro,
  a.amateur_status AS athlete_amateur,
  a.flow_status AS athlete_flow
FROM
  (
    SELECT
      *
    FROM
      sponsorships.sponsorships
    WHERE
      TRUE
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      500
  ) s
  LEFT JOIN sponsorships.users b ON b.user_id = s.brand_id
  LEFT JOIN sponsorships.users a ON a.user_id = s.athlete_id
ORDER BY
  s.created_at DESC,
  s.id DESC;

-- SponsorshipsRepository.list: by status
SELECT
  s.id,
  s.brand_id,
  s.athlete_id,
  s.status,
  s.created_at,
  s.updated_at,
  b.username AS brand_username,
  b.profile_picture AS brand_picture,
  a.username AS athlete_username,
  a.profile_picture AS athlete_picture,
  a.pro_status AS athlete_pro,
  a.amateur_status AS athlete_amateur,
  a.flow_status AS athlete_flow
FROM
  (
    SELECT
      *
    FROM
      sponsorships.sponsorships
    WHERE
      status = $1
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      500
  ) s
  LEFT JOIN sponsorships.users b ON b.user_id = s.brand_id
  LEFT JOIN sponsorships.users a ON a.user_id = s.athlete_id
ORDER BY
  s.created_at DESC,
  s.id DESC;

-- SponsorshipsRepository.list: by athlete
SELECT
  s.id,
  s.brand_id,
  s.athlete_id,
  s.status,
  s.created_at,
  s.updated_at,
  b.username AS brand_username,
  b.profile_picture AS brand_picture,
  a.username AS athlete_username,
  a.profile_picture AS athlete_picture,
  a.pro_status AS athlete_pro,
  a.amateur_status AS athlete_amateur,
  a.flow_status AS athlete_flow
FROM
  (
    SELECT
      *
    FROM
      sponsorships.sponsorships
    WHERE
      athlete_id = $1
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      500
  ) s
  LEFT JOIN sponsorships.users b ON b.user_id = s.brand_id
  LEFT JOIN sponsorships.users a ON a.user_id = s.athlete_id
ORDER BY
  s.created_at DESC,
  s.id DESC;

-- SponsorshipsRepository.list: by athlete, status
SELECT
  s.id,
  s.brand_id,
  s.athlete_id,
  s.status,
  s.created_at,
  s.updated_at,
  b.username AS brand_username,
  b.profile_picture AS brand_picture,
  a.username AS athlete_username,
  a.profile_picture AS athlete_picture,
  a.pro_status AS athlete_pro,
  a.amateur_status AS athlete_amateur,
  a.flow_status AS athlete_flow
FROM
  (
    SELECT
      *
    FROM
      sponsorships.sponsorships
    WHERE
      athlete_id = $1
      AND status = $2
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      500
  ) s
  LEFT JOIN sponsorships.users b ON b.user_id = s.brand_id
  LEFT JOIN sponsorships.users a ON a.user_id = s.athlete_id
ORDER BY
  s.created_at DESC,
  s.id DESC;

-- SponsorshipsRepository.list: by brand
SELECT
  s.id,
  s.brand_id,
  s.athlete_id,
  s.status,
  s.created_at,
  s.updated_at,
  b.username AS brand_username,
  b.profile_picture AS brand_picture,
  a.username AS athlete_username,
  a.profile_picture AS athlete_picture,
  a.pro_status AS athlete_pro,
  a.amateur_status AS athlete_amateur,
  a.flow_status AS athlete_flow
FROM
  (
    SELECT
      *
    FROM
      sponsorships.sponsorships
    WHERE
      brand_id = $1
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      500
  ) s
  LEFT JOIN sponsorships.users b ON b.user_id = s.brand_id
  LEFT JOIN sponsorships.users a ON a.user_id = s.athlete_id
ORDER BY
  s.created_at DESC,
  s.id DESC;

-- SponsorshipsRepository.list: by brand, status
SELECT
  s.id,
  s.brand_id,
  s.athlete_id,
  s.status,
  s.created_at,
  s.updated_at,
  b.username AS brand_username,
  b.profile_picture AS brand_picture,
  a.username AS athlete_username,
  a.profile_picture AS athlete_picture,
  a.pro_status AS athlete_pro,
  a.amateur_status AS athlete_amateur,
  a.flow_status AS athlete_flow
FROM
  (
    SELECT
      *
    FROM
      sponsorships.sponsorships
    WHERE
      brand_id = $1
      AND status = $2
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      500
  ) s
  LEFT JOIN sponsorships.users b ON b.user_id = s.brand_id
  LEFT JOIN sponsorships.users a ON a.user_id = s.athlete_id
ORDER BY
  s.created_at DESC,
  s.id DESC;

-- SponsorshipsRepository.list: by brand, athlete
SELECT
  s.id,
  s.brand_id,
  s.athlete_id,
  s.status,
  s.created_at,
  s.updated_at,
  b.username AS brand_username,
  b.profile_picture AS brand_picture,
  a.username AS athlete_username,
  a.profile_picture AS athlete_picture,
  a.pro_status AS athlete_pro,
  a.amateur_status AS athlete_amateur,
  a.flow_status AS athlete_flow
FROM
  (
    SELECT
      *
    FROM
      sponsorships.sponsorships
    WHERE
      brand_id = $1
      AND athlete_id = $2
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      500
  ) s
  LEFT JOIN sponsorships.users b ON b.user_id = s.brand_id
  LEFT JOIN sponsorships.users a ON a.user_id = s.athlete_id
ORDER BY
  s.created_at DESC,
  s.id DESC;

-- SponsorshipsRepository.list: by brand, athlete, status
SELECT
  s.id,
  s.brand_id,
  s.athlete_id,
  s.status,
  s.created_at,
  s.updated_at,
  b.username AS brand_username,
  b.profile_picture AS brand_picture,
  a.username AS athlete_username,
  a.profile_picture AS athlete_picture,
  a.pro_status AS athlete_pro,
  a.amateur_status AS athlete_amateur,
  a.flow_status AS athlete_flow
FROM
  (
    SELECT
      *
    FROM
      sponsorships.sponsorships
    WHERE
      brand_id = $1
      AND athlete_id = $2
      AND status = $3
    ORDER BY
      created_at DESC,
      id DESC
    LIMIT
      500
  ) s
  LEFT JOIN sponsorships.users b ON b.user_id = s.brand_id
  LEFT JOIN sponsorships.users a ON a.user_id = s.athlete_id
ORDER BY
  s.created_at DESC,
  s.id DESC;

-- SponsorshipsRepository.ofUser: brand
SELECT
  "Sponsorship"."id" AS "Sponsorship_id",
  "Sponsorship"."brand_id" AS "Sponsorship_brand_id",
  "Sponsorship"."athlete_id" AS "Sponsorship_athlete_id",
  "Sponsorship"."status" AS "Sponsorship_status",
  "Sponsorship"."created_at" AS "Sponsorship_created_at",
  "Sponsorship"."updated_at" AS "Sponsorship_updated_at"
FROM
  "sponsorships"."sponsorships" "Sponsorship"
WHERE
  (("Sponsorship"."brand_id" = $1))
ORDER BY
  "Sponsorship"."created_at" ASC,
  "Sponsorship"."id" ASC;

-- SponsorshipsRepository.ofUser: athlete
SELECT
  "Sponsorship"."id" AS "Sponsorship_id",
  "Sponsorship"."brand_id" AS "Sponsorship_brand_id",
  "Sponsorship"."athlete_id" AS "Sponsorship_athlete_id",
  "Sponsorship"."status" AS "Sponsorship_status",
  "Sponsorship"."created_at" AS "Sponsorship_created_at",
  "Sponsorship"."updated_at" AS "Sponsorship_updated_at"
FROM
  "sponsorships"."sponsorships" "Sponsorship"
WHERE
  (("Sponsorship"."athlete_id" = $1))
ORDER BY
  "Sponsorship"."created_at" ASC,
  "Sponsorship"."id" ASC;
