-- The SQL of UsersRepository (users.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- UsersRepository.findSignedIn: read
SELECT
  "id" AS "id",
  "email" AS "email",
  "username" AS "username",
  "password_hash" AS "passwordHash",
  "display_name" AS "displayName",
  "bio" AS "bio",
  "profile_picture" AS "profilePicture",
  "header_video" AS "headerVideo",
  "location" AS "location",
  "skating_style" AS "skatingStyle",
  "favorite_spot" AS "favoriteSpot",
  "gradient_start_color" AS "gradientStartColor",
  "gradient_end_color" AS "gradientEndColor",
  "pro_status" AS "proStatus",
  "amateur_status" AS "amateurStatus",
  "flow_status" AS "flowStatus",
  "is_brand" AS "isBrand",
  "is_verified" AS "isVerified",
  "is_admin" AS "isAdmin",
  "is_trusted" AS "isTrusted",
  "is_puppet" AS "isPuppet",
  "deactivated_at" AS "deactivatedAt",
  "suspended_until" AS "suspendedUntil",
  "created_at" AS "createdAt",
  "updated_at" AS "updatedAt"
FROM
  auth.users
WHERE
  id = $1
  AND deactivated_at IS NULL;

-- UsersRepository.findById: read
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."username" AS "User_username",
  "User"."password_hash" AS "User_password_hash",
  "User"."display_name" AS "User_display_name",
  "User"."bio" AS "User_bio",
  "User"."profile_picture" AS "User_profile_picture",
  "User"."header_video" AS "User_header_video",
  "User"."location" AS "User_location",
  "User"."skating_style" AS "User_skating_style",
  "User"."favorite_spot" AS "User_favorite_spot",
  "User"."gradient_start_color" AS "User_gradient_start_color",
  "User"."gradient_end_color" AS "User_gradient_end_color",
  "User"."pro_status" AS "User_pro_status",
  "User"."amateur_status" AS "User_amateur_status",
  "User"."flow_status" AS "User_flow_status",
  "User"."is_brand" AS "User_is_brand",
  "User"."is_verified" AS "User_is_verified",
  "User"."is_admin" AS "User_is_admin",
  "User"."is_trusted" AS "User_is_trusted",
  "User"."is_puppet" AS "User_is_puppet",
  "User"."deactivated_at" AS "User_deactivated_at",
  "User"."suspended_until" AS "User_suspended_until",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "auth"."users" "User"
WHERE
  (("User"."id" = $1))
LIMIT
  1;

-- UsersRepository.getById: read
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."username" AS "User_username",
  "User"."password_hash" AS "User_password_hash",
  "User"."display_name" AS "User_display_name",
  "User"."bio" AS "User_bio",
  "User"."profile_picture" AS "User_profile_picture",
  "User"."header_video" AS "User_header_video",
  "User"."location" AS "User_location",
  "User"."skating_style" AS "User_skating_style",
  "User"."favorite_spot" AS "User_favorite_spot",
  "User"."gradient_start_color" AS "User_gradient_start_color",
  "User"."gradient_end_color" AS "User_gradient_end_color",
  "User"."pro_status" AS "User_pro_status",
  "User"."amateur_status" AS "User_amateur_status",
  "User"."flow_status" AS "User_flow_status",
  "User"."is_brand" AS "User_is_brand",
  "User"."is_verified" AS "User_is_verified",
  "User"."is_admin" AS "User_is_admin",
  "User"."is_trusted" AS "User_is_trusted",
  "User"."is_puppet" AS "User_is_puppet",
  "User"."deactivated_at" AS "User_deactivated_at",
  "User"."suspended_until" AS "User_suspended_until",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "auth"."users" "User"
WHERE
  (("User"."id" = $1))
LIMIT
  1;

-- UsersRepository.findActive: read
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."username" AS "User_username",
  "User"."password_hash" AS "User_password_hash",
  "User"."display_name" AS "User_display_name",
  "User"."bio" AS "User_bio",
  "User"."profile_picture" AS "User_profile_picture",
  "User"."header_video" AS "User_header_video",
  "User"."location" AS "User_location",
  "User"."skating_style" AS "User_skating_style",
  "User"."favorite_spot" AS "User_favorite_spot",
  "User"."gradient_start_color" AS "User_gradient_start_color",
  "User"."gradient_end_color" AS "User_gradient_end_color",
  "User"."pro_status" AS "User_pro_status",
  "User"."amateur_status" AS "User_amateur_status",
  "User"."flow_status" AS "User_flow_status",
  "User"."is_brand" AS "User_is_brand",
  "User"."is_verified" AS "User_is_verified",
  "User"."is_admin" AS "User_is_admin",
  "User"."is_trusted" AS "User_is_trusted",
  "User"."is_puppet" AS "User_is_puppet",
  "User"."deactivated_at" AS "User_deactivated_at",
  "User"."suspended_until" AS "User_suspended_until",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "auth"."users" "User"
WHERE
  (
    ("User"."id" = $1)
    AND ("User"."deactivated_at" IS NULL)
  )
LIMIT
  1;

-- UsersRepository.findByEmail: read
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."username" AS "User_username",
  "User"."password_hash" AS "User_password_hash",
  "User"."display_name" AS "User_display_name",
  "User"."bio" AS "User_bio",
  "User"."profile_picture" AS "User_profile_picture",
  "User"."header_video" AS "User_header_video",
  "User"."location" AS "User_location",
  "User"."skating_style" AS "User_skating_style",
  "User"."favorite_spot" AS "User_favorite_spot",
  "User"."gradient_start_color" AS "User_gradient_start_color",
  "User"."gradient_end_color" AS "User_gradient_end_color",
  "User"."pro_status" AS "User_pro_status",
  "User"."amateur_status" AS "User_amateur_status",
  "User"."flow_status" AS "User_flow_status",
  "User"."is_brand" AS "User_is_brand",
  "User"."is_verified" AS "User_is_verified",
  "User"."is_admin" AS "User_is_admin",
  "User"."is_trusted" AS "User_is_trusted",
  "User"."is_puppet" AS "User_is_puppet",
  "User"."deactivated_at" AS "User_deactivated_at",
  "User"."suspended_until" AS "User_suspended_until",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "auth"."users" "User"
WHERE
  (("User"."email" = $1))
LIMIT
  1;

-- UsersRepository.lockById: read
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."username" AS "User_username",
  "User"."password_hash" AS "User_password_hash",
  "User"."display_name" AS "User_display_name",
  "User"."bio" AS "User_bio",
  "User"."profile_picture" AS "User_profile_picture",
  "User"."header_video" AS "User_header_video",
  "User"."location" AS "User_location",
  "User"."skating_style" AS "User_skating_style",
  "User"."favorite_spot" AS "User_favorite_spot",
  "User"."gradient_start_color" AS "User_gradient_start_color",
  "User"."gradient_end_color" AS "User_gradient_end_color",
  "User"."pro_status" AS "User_pro_status",
  "User"."amateur_status" AS "User_amateur_status",
  "User"."flow_status" AS "User_flow_status",
  "User"."is_brand" AS "User_is_brand",
  "User"."is_verified" AS "User_is_verified",
  "User"."is_admin" AS "User_is_admin",
  "User"."is_trusted" AS "User_is_trusted",
  "User"."is_puppet" AS "User_is_puppet",
  "User"."deactivated_at" AS "User_deactivated_at",
  "User"."suspended_until" AS "User_suspended_until",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "auth"."users" "User"
WHERE
  (("User"."id" = $1))
LIMIT
  1
FOR UPDATE;

-- UsersRepository.lockByEmail: read
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."username" AS "User_username",
  "User"."password_hash" AS "User_password_hash",
  "User"."display_name" AS "User_display_name",
  "User"."bio" AS "User_bio",
  "User"."profile_picture" AS "User_profile_picture",
  "User"."header_video" AS "User_header_video",
  "User"."location" AS "User_location",
  "User"."skating_style" AS "User_skating_style",
  "User"."favorite_spot" AS "User_favorite_spot",
  "User"."gradient_start_color" AS "User_gradient_start_color",
  "User"."gradient_end_color" AS "User_gradient_end_color",
  "User"."pro_status" AS "User_pro_status",
  "User"."amateur_status" AS "User_amateur_status",
  "User"."flow_status" AS "User_flow_status",
  "User"."is_brand" AS "User_is_brand",
  "User"."is_verified" AS "User_is_verified",
  "User"."is_admin" AS "User_is_admin",
  "User"."is_trusted" AS "User_is_trusted",
  "User"."is_puppet" AS "User_is_puppet",
  "User"."deactivated_at" AS "User_deactivated_at",
  "User"."suspended_until" AS "User_suspended_until",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "auth"."users" "User"
WHERE
  (("User"."email" = $1))
LIMIT
  1
FOR UPDATE;

-- UsersRepository.holderOfUsername: read
SELECT
  "User"."id" AS "User_id"
FROM
  "auth"."users" "User"
WHERE
  (("User"."username" = $1))
LIMIT
  1;

-- UsersRepository.takenNames: read
SELECT
  "User"."username" AS "User_username",
  "User"."email" AS "User_email",
  "User"."id" AS "User_id"
FROM
  "auth"."users" "User"
WHERE
  (
    ((("User"."username" = $1)))
    OR ((("User"."email" = $2)))
  );

-- UsersRepository.page: newest
SELECT
  "u"."id" AS "u_id",
  "u"."email" AS "u_email",
  "u"."username" AS "u_username",
  "u"."password_hash" AS "u_password_hash",
  "u"."display_name" AS "u_display_name",
  "u"."bio" AS "u_bio",
  "u"."profile_picture" AS "u_profile_picture",
  "u"."header_video" AS "u_header_video",
  "u"."location" AS "u_location",
  "u"."skating_style" AS "u_skating_style",
  "u"."favorite_spot" AS "u_favorite_spot",
  "u"."gradient_start_color" AS "u_gradient_start_color",
  "u"."gradient_end_color" AS "u_gradient_end_color",
  "u"."pro_status" AS "u_pro_status",
  "u"."amateur_status" AS "u_amateur_status",
  "u"."flow_status" AS "u_flow_status",
  "u"."is_brand" AS "u_is_brand",
  "u"."is_verified" AS "u_is_verified",
  "u"."is_admin" AS "u_is_admin",
  "u"."is_trusted" AS "u_is_trusted",
  "u"."is_puppet" AS "u_is_puppet",
  "u"."deactivated_at" AS "u_deactivated_at",
  "u"."suspended_until" AS "u_suspended_until",
  "u"."created_at" AS "u_created_at",
  "u"."updated_at" AS "u_updated_at"
FROM
  "auth"."users" "u"
ORDER BY
  "u"."created_at" DESC,
  "u"."id" DESC
LIMIT
  20;

-- UsersRepository.page: matching a text
SELECT
  "u"."id" AS "u_id",
  "u"."email" AS "u_email",
  "u"."username" AS "u_username",
  "u"."password_hash" AS "u_password_hash",
  "u"."display_name" AS "u_display_name",
  "u"."bio" AS "u_bio",
  "u"."profile_picture" AS "u_profile_picture",
  "u"."header_video" AS "u_header_video",
  "u"."location" AS "u_location",
  "u"."skating_style" AS "u_skating_style",
  "u"."favorite_spot" AS "u_favorite_spot",
  "u"."gradient_start_color" AS "u_gradient_start_color",
  "u"."gradient_end_color" AS "u_gradient_end_color",
  "u"."pro_status" AS "u_pro_status",
  "u"."amateur_status" AS "u_amateur_status",
  "u"."flow_status" AS "u_flow_status",
  "u"."is_brand" AS "u_is_brand",
  "u"."is_verified" AS "u_is_verified",
  "u"."is_admin" AS "u_is_admin",
  "u"."is_trusted" AS "u_is_trusted",
  "u"."is_puppet" AS "u_is_puppet",
  "u"."deactivated_at" AS "u_deactivated_at",
  "u"."suspended_until" AS "u_suspended_until",
  "u"."created_at" AS "u_created_at",
  "u"."updated_at" AS "u_updated_at"
FROM
  "auth"."users" "u"
WHERE
  (
    "u"."username" ILIKE $1
    OR "u"."email" ILIKE $1
    OR "u"."display_name" ILIKE $1
  )
ORDER BY
  "u"."created_at" DESC,
  "u"."id" DESC
LIMIT
  20;

-- UsersRepository.insert: write
INSERT INTO
  "auth"."users" (
    "id",
    "email",
    "username",
    "password_hash",
    "display_name",
    "bio",
    "profile_picture",
    "header_video",
    "location",
    "skating_style",
    "favorite_spot",
    "gradient_start_color",
    "gradient_end_color",
    "pro_status",
    "amateur_status",
    "flow_status",
    "is_brand",
    "is_verified",
    "is_admin",
    "is_trusted",
    "is_puppet",
    "deactivated_at",
    "suspended_until",
    "created_at",
    "updated_at"
  )
VALUES
  (
    DEFAULT,
    $1,
    $2,
    $3,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT
  )
RETURNING
  "id",
  "gradient_start_color",
  "gradient_end_color",
  "pro_status",
  "amateur_status",
  "flow_status",
  "is_brand",
  "is_verified",
  "is_admin",
  "is_trusted",
  "is_puppet",
  "created_at",
  "updated_at";

-- UsersRepository.insertMany: write (statement 1 of 2)
INSERT INTO
  auth.users (
    id,
    email,
    username,
    password_hash,
    display_name,
    location,
    pro_status,
    amateur_status,
    flow_status,
    is_brand,
    is_verified,
    created_at
  )
SELECT
  COALESCE(a.id, gen_random_uuid()),
  a.email,
  a.username,
  a.password_hash,
  a.display_name,
  a.location,
  a.pro_status,
  a.amateur_status,
  a.flow_status,
  a.is_brand,
  a.is_verified,
  COALESCE(a.created_at, now())
FROM
  jsonb_to_recordset($1::jsonb) AS a (
    id uuid,
    email text,
    username text,
    password_hash text,
    display_name text,
    location text,
    pro_status boolean,
    amateur_status boolean,
    flow_status boolean,
    is_brand boolean,
    is_verified boolean,
    created_at timestamptz
  )
RETURNING
  id;

-- UsersRepository.insertMany: write (statement 2 of 2)
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."username" AS "User_username",
  "User"."password_hash" AS "User_password_hash",
  "User"."display_name" AS "User_display_name",
  "User"."bio" AS "User_bio",
  "User"."profile_picture" AS "User_profile_picture",
  "User"."header_video" AS "User_header_video",
  "User"."location" AS "User_location",
  "User"."skating_style" AS "User_skating_style",
  "User"."favorite_spot" AS "User_favorite_spot",
  "User"."gradient_start_color" AS "User_gradient_start_color",
  "User"."gradient_end_color" AS "User_gradient_end_color",
  "User"."pro_status" AS "User_pro_status",
  "User"."amateur_status" AS "User_amateur_status",
  "User"."flow_status" AS "User_flow_status",
  "User"."is_brand" AS "User_is_brand",
  "User"."is_verified" AS "User_is_verified",
  "User"."is_admin" AS "User_is_admin",
  "User"."is_trusted" AS "User_is_trusted",
  "User"."is_puppet" AS "User_is_puppet",
  "User"."deactivated_at" AS "User_deactivated_at",
  "User"."suspended_until" AS "User_suspended_until",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "auth"."users" "User"
WHERE
  (("User"."id" IN ($1)));

-- UsersRepository.replacePasswordHash: write
UPDATE "auth"."users"
SET
  "password_hash" = $1,
  "updated_at" = CURRENT_TIMESTAMP
WHERE
  "id" = $2;

-- UsersRepository.saveRevision: write (statement 1 of 2)
UPDATE "auth"."users"
SET
  "bio" = $1,
  "updated_at" = greatest(
    date_trunc('milliseconds', clock_timestamp()),
    date_trunc('milliseconds', "updated_at") + interval '1 millisecond'
  )
WHERE
  "id" = $2;

-- UsersRepository.saveRevision: write (statement 2 of 2)
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."username" AS "User_username",
  "User"."password_hash" AS "User_password_hash",
  "User"."display_name" AS "User_display_name",
  "User"."bio" AS "User_bio",
  "User"."profile_picture" AS "User_profile_picture",
  "User"."header_video" AS "User_header_video",
  "User"."location" AS "User_location",
  "User"."skating_style" AS "User_skating_style",
  "User"."favorite_spot" AS "User_favorite_spot",
  "User"."gradient_start_color" AS "User_gradient_start_color",
  "User"."gradient_end_color" AS "User_gradient_end_color",
  "User"."pro_status" AS "User_pro_status",
  "User"."amateur_status" AS "User_amateur_status",
  "User"."flow_status" AS "User_flow_status",
  "User"."is_brand" AS "User_is_brand",
  "User"."is_verified" AS "User_is_verified",
  "User"."is_admin" AS "User_is_admin",
  "User"."is_trusted" AS "User_is_trusted",
  "User"."is_puppet" AS "User_is_puppet",
  "User"."deactivated_at" AS "User_deactivated_at",
  "User"."suspended_until" AS "User_suspended_until",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "auth"."users" "User"
WHERE
  (("User"."id" = $1))
LIMIT
  1;

-- UsersRepository.suspend: write (statement 1 of 2)
UPDATE auth.users
SET
  suspended_until = now() + make_interval(days => $2::int),
  updated_at = greatest(
    date_trunc('milliseconds', clock_timestamp()),
    date_trunc('milliseconds', updated_at) + interval '1 millisecond'
  )
WHERE
  id = $1;

-- UsersRepository.suspend: write (statement 2 of 2)
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."username" AS "User_username",
  "User"."password_hash" AS "User_password_hash",
  "User"."display_name" AS "User_display_name",
  "User"."bio" AS "User_bio",
  "User"."profile_picture" AS "User_profile_picture",
  "User"."header_video" AS "User_header_video",
  "User"."location" AS "User_location",
  "User"."skating_style" AS "User_skating_style",
  "User"."favorite_spot" AS "User_favorite_spot",
  "User"."gradient_start_color" AS "User_gradient_start_color",
  "User"."gradient_end_color" AS "User_gradient_end_color",
  "User"."pro_status" AS "User_pro_status",
  "User"."amateur_status" AS "User_amateur_status",
  "User"."flow_status" AS "User_flow_status",
  "User"."is_brand" AS "User_is_brand",
  "User"."is_verified" AS "User_is_verified",
  "User"."is_admin" AS "User_is_admin",
  "User"."is_trusted" AS "User_is_trusted",
  "User"."is_puppet" AS "User_is_puppet",
  "User"."deactivated_at" AS "User_deactivated_at",
  "User"."suspended_until" AS "User_suspended_until",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "auth"."users" "User"
WHERE
  (("User"."id" = $1))
LIMIT
  1;

-- UsersRepository.liftSuspension: write (statement 1 of 2)
UPDATE auth.users
SET
  suspended_until = NULL,
  updated_at = greatest(
    date_trunc('milliseconds', clock_timestamp()),
    date_trunc('milliseconds', updated_at) + interval '1 millisecond'
  )
WHERE
  id = $1;

-- UsersRepository.liftSuspension: write (statement 2 of 2)
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."username" AS "User_username",
  "User"."password_hash" AS "User_password_hash",
  "User"."display_name" AS "User_display_name",
  "User"."bio" AS "User_bio",
  "User"."profile_picture" AS "User_profile_picture",
  "User"."header_video" AS "User_header_video",
  "User"."location" AS "User_location",
  "User"."skating_style" AS "User_skating_style",
  "User"."favorite_spot" AS "User_favorite_spot",
  "User"."gradient_start_color" AS "User_gradient_start_color",
  "User"."gradient_end_color" AS "User_gradient_end_color",
  "User"."pro_status" AS "User_pro_status",
  "User"."amateur_status" AS "User_amateur_status",
  "User"."flow_status" AS "User_flow_status",
  "User"."is_brand" AS "User_is_brand",
  "User"."is_verified" AS "User_is_verified",
  "User"."is_admin" AS "User_is_admin",
  "User"."is_trusted" AS "User_is_trusted",
  "User"."is_puppet" AS "User_is_puppet",
  "User"."deactivated_at" AS "User_deactivated_at",
  "User"."suspended_until" AS "User_suspended_until",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "auth"."users" "User"
WHERE
  (("User"."id" = $1))
LIMIT
  1;

-- UsersRepository.deactivate: write (statement 1 of 2)
UPDATE auth.users
SET
  deactivated_at = now(),
  updated_at = greatest(
    date_trunc('milliseconds', clock_timestamp()),
    date_trunc('milliseconds', updated_at) + interval '1 millisecond'
  )
WHERE
  id = $1
  AND deactivated_at IS NULL
RETURNING
  id;

-- UsersRepository.deactivate: write (statement 2 of 2)
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."username" AS "User_username",
  "User"."password_hash" AS "User_password_hash",
  "User"."display_name" AS "User_display_name",
  "User"."bio" AS "User_bio",
  "User"."profile_picture" AS "User_profile_picture",
  "User"."header_video" AS "User_header_video",
  "User"."location" AS "User_location",
  "User"."skating_style" AS "User_skating_style",
  "User"."favorite_spot" AS "User_favorite_spot",
  "User"."gradient_start_color" AS "User_gradient_start_color",
  "User"."gradient_end_color" AS "User_gradient_end_color",
  "User"."pro_status" AS "User_pro_status",
  "User"."amateur_status" AS "User_amateur_status",
  "User"."flow_status" AS "User_flow_status",
  "User"."is_brand" AS "User_is_brand",
  "User"."is_verified" AS "User_is_verified",
  "User"."is_admin" AS "User_is_admin",
  "User"."is_trusted" AS "User_is_trusted",
  "User"."is_puppet" AS "User_is_puppet",
  "User"."deactivated_at" AS "User_deactivated_at",
  "User"."suspended_until" AS "User_suspended_until",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "auth"."users" "User"
WHERE
  (("User"."id" = $1))
LIMIT
  1;

-- UsersRepository.reactivate: write
UPDATE auth.users
SET
  deactivated_at = NULL,
  updated_at = greatest(
    date_trunc('milliseconds', clock_timestamp()),
    date_trunc('milliseconds', updated_at) + interval '1 millisecond'
  )
WHERE
  id = $1
  AND deactivated_at IS NOT NULL
RETURNING
  id;
