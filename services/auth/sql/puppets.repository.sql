-- The SQL of PuppetsRepository (puppets.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- PuppetsRepository.list: read
SELECT
  u.id,
  u.username,
  u.email,
  u.bio,
  u.location,
  p.level,
  p.experience,
  u.deactivated_at IS NULL AS "isActive"
FROM
  auth.users u
  LEFT JOIN auth.puppet_profiles p ON p.user_id = u.id
WHERE
  u.is_puppet
ORDER BY
  u.username;

-- PuppetsRepository.insert: write (statement 1 of 3)
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
    $4,
    DEFAULT,
    DEFAULT,
    $5,
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
    $6,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT
  )
ON CONFLICT DO NOTHING
RETURNING
  id;

-- PuppetsRepository.insert: write (statement 2 of 3)
INSERT INTO
  "auth"."puppet_profiles" ("user_id", "level", "experience", "tone")
VALUES
  ($1, $2, $3, $4);

-- PuppetsRepository.insert: write (statement 3 of 3)
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
