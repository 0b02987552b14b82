-- The SQL of AuthExportRepository (export.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- AuthExportRepository.account: read
SELECT
  id,
  email,
  username,
  display_name AS "displayName",
  bio,
  profile_picture AS "profilePicture",
  header_video AS "headerVideo",
  location,
  skating_style AS "skatingStyle",
  favorite_spot AS "favoriteSpot",
  gradient_start_color AS "gradientStartColor",
  gradient_end_color AS "gradientEndColor",
  pro_status AS "proStatus",
  amateur_status AS "amateurStatus",
  flow_status AS "flowStatus",
  is_brand AS "isBrand",
  is_verified AS "isVerified",
  is_admin AS "isAdmin",
  is_trusted AS "isTrusted",
  is_puppet AS "isPuppet",
  deactivated_at AS "deactivatedAt",
  created_at AS "createdAt",
  updated_at AS "updatedAt"
FROM
  auth.users
WHERE
  id = $1;

-- AuthExportRepository.sessions: read
SELECT
  created_at AS "createdAt",
  expires_at AS "expiresAt",
  revoked_at AS "revokedAt",
  last_seen_at AS "lastSeenAt",
  persistent,
  ip,
  user_agent AS "userAgent"
FROM
  auth.sessions
WHERE
  user_id = $1
ORDER BY
  created_at;
