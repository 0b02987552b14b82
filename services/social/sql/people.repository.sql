-- The SQL of PeopleRepository (people.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- PeopleRepository.findById: read
SELECT
  "Person"."user_id" AS "Person_user_id",
  "Person"."username" AS "Person_username",
  "Person"."display_name" AS "Person_display_name",
  "Person"."bio" AS "Person_bio",
  "Person"."profile_picture" AS "Person_profile_picture",
  "Person"."header_video" AS "Person_header_video",
  "Person"."location" AS "Person_location",
  "Person"."skating_style" AS "Person_skating_style",
  "Person"."favorite_spot" AS "Person_favorite_spot",
  "Person"."gradient_start_color" AS "Person_gradient_start_color",
  "Person"."gradient_end_color" AS "Person_gradient_end_color",
  "Person"."pro_status" AS "Person_pro_status",
  "Person"."amateur_status" AS "Person_amateur_status",
  "Person"."flow_status" AS "Person_flow_status",
  "Person"."is_brand" AS "Person_is_brand",
  "Person"."is_verified" AS "Person_is_verified",
  "Person"."is_admin" AS "Person_is_admin",
  "Person"."is_active" AS "Person_is_active",
  "Person"."suspended_until" AS "Person_suspended_until",
  "Person"."created_at" AS "Person_created_at",
  "Person"."updated_at" AS "Person_updated_at"
FROM
  "social"."people" "Person"
WHERE
  (("Person"."user_id" = $1))
LIMIT
  1;

-- PeopleRepository.findAskedBy: read
SELECT
  "Person"."user_id" AS "Person_user_id",
  "Person"."username" AS "Person_username",
  "Person"."display_name" AS "Person_display_name",
  "Person"."bio" AS "Person_bio",
  "Person"."profile_picture" AS "Person_profile_picture",
  "Person"."header_video" AS "Person_header_video",
  "Person"."location" AS "Person_location",
  "Person"."skating_style" AS "Person_skating_style",
  "Person"."favorite_spot" AS "Person_favorite_spot",
  "Person"."gradient_start_color" AS "Person_gradient_start_color",
  "Person"."gradient_end_color" AS "Person_gradient_end_color",
  "Person"."pro_status" AS "Person_pro_status",
  "Person"."amateur_status" AS "Person_amateur_status",
  "Person"."flow_status" AS "Person_flow_status",
  "Person"."is_brand" AS "Person_is_brand",
  "Person"."is_verified" AS "Person_is_verified",
  "Person"."is_admin" AS "Person_is_admin",
  "Person"."is_active" AS "Person_is_active",
  "Person"."suspended_until" AS "Person_suspended_until",
  "Person"."created_at" AS "Person_created_at",
  "Person"."updated_at" AS "Person_updated_at"
FROM
  "social"."people" "Person"
WHERE
  (("Person"."user_id" = $1))
LIMIT
  1;
