-- The SQL of SessionsRepository (sessions.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- SessionsRepository.insert: write
INSERT INTO
  "auth"."sessions" (
    "id",
    "user_id",
    "acting_user_id",
    "persistent",
    "ip",
    "user_agent",
    "created_at",
    "expires_at",
    "revoked_at",
    "last_seen_at"
  )
VALUES
  (
    DEFAULT,
    $1,
    DEFAULT,
    $2,
    $3,
    $4,
    DEFAULT,
    $5,
    DEFAULT,
    DEFAULT
  )
RETURNING
  "id",
  "persistent",
  "created_at",
  "last_seen_at";

-- SessionsRepository.findLive: read
WITH
  live AS (
    SELECT
      s.id AS session_id,
      COALESCE(puppet.id, owner.id) AS user_id,
      COALESCE(puppet.is_admin, owner.is_admin) AS is_admin,
      s.expires_at,
      CASE
        WHEN puppet.id IS NOT NULL THEN owner.id
      END AS acting_admin_id,
      s.last_seen_at
    FROM
      auth.sessions s
      JOIN auth.users owner ON owner.id = s.user_id
      AND owner.deactivated_at IS NULL
      AND (
        owner.suspended_until IS NULL
        OR owner.suspended_until <= now()
      )
      LEFT JOIN auth.users puppet ON puppet.id = s.acting_user_id
      AND puppet.deactivated_at IS NULL
    WHERE
      s.id = $1
      AND s.revoked_at IS NULL
      AND s.expires_at > now()
      AND (
        s.acting_user_id IS NULL
        OR puppet.id IS NOT NULL
      )
  ),
  seen AS (
    UPDATE auth.sessions AS seen_session
    SET
      last_seen_at = now()
    FROM
      live
    WHERE
      seen_session.id = live.session_id
      AND live.last_seen_at < now() - interval '5 minutes'
  )
SELECT
  session_id,
  user_id,
  is_admin,
  expires_at,
  acting_admin_id
FROM
  live;

-- SessionsRepository.lockUnrevoked: read
SELECT
  "Session"."id" AS "Session_id",
  "Session"."user_id" AS "Session_user_id",
  "Session"."acting_user_id" AS "Session_acting_user_id",
  "Session"."persistent" AS "Session_persistent",
  "Session"."ip" AS "Session_ip",
  "Session"."user_agent" AS "Session_user_agent",
  "Session"."created_at" AS "Session_created_at",
  "Session"."expires_at" AS "Session_expires_at",
  "Session"."revoked_at" AS "Session_revoked_at",
  "Session"."last_seen_at" AS "Session_last_seen_at"
FROM
  "auth"."sessions" "Session"
WHERE
  (
    ("Session"."id" = $1)
    AND ("Session"."revoked_at" IS NULL)
  )
LIMIT
  1
FOR UPDATE;

-- SessionsRepository.revoke: write
UPDATE "auth"."sessions"
SET
  "revoked_at" = now()
WHERE
  "id" = $1
  AND "revoked_at" IS NULL
RETURNING
  "user_id";

-- SessionsRepository.revokeAllOf: write
UPDATE auth.sessions
SET
  revoked_at = now()
WHERE
  user_id = $1
  AND revoked_at IS NULL
  AND expires_at > now()
  AND (
    $2::uuid IS NULL
    OR id <> $2::uuid
  )
RETURNING
  id;

-- SessionsRepository.setActingUser: write
UPDATE "auth"."sessions"
SET
  "acting_user_id" = $1
WHERE
  "id" = $2;
