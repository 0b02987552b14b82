-- The SQL of AuditLogRepository (audit-log.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- AuditLogRepository.insert: write
INSERT INTO
  admin.audit_log (
    id,
    action,
    summary,
    subject_id,
    target_type,
    target_owner_id,
    actor_id,
    acting_as,
    occurred_at,
    correlation_id
  )
VALUES
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
ON CONFLICT (id) DO NOTHING;

-- AuditLogRepository.page: read
SELECT
  a.id,
  a.action,
  a.summary,
  a.subject_id,
  a.target_type,
  a.target_owner_id,
  owner.username AS target_owner_username,
  a.actor_id,
  actor.username AS actor_username,
  a.acting_as,
  puppet.username AS acting_as_username,
  a.occurred_at,
  a.correlation_id
FROM
  admin.audit_log a
  LEFT JOIN admin.people actor ON actor.user_id = a.actor_id
  LEFT JOIN admin.people puppet ON puppet.user_id = a.acting_as
  LEFT JOIN admin.people owner ON owner.user_id = a.target_owner_id
WHERE
  (
    $1::timestamptz IS NULL
    OR (a.occurred_at, a.id) < ($1::timestamptz, $2::uuid)
  )
  AND (
    $4::text IS NULL
    OR actor.username = $4::text
  )
  AND (
    $5::text IS NULL
    OR a.action = $5::text
  )
  AND (
    $6::text IS NULL
    OR ($6::text = 'puppet') = (a.acting_as IS NOT NULL)
  )
  AND (
    $7::text IS NULL
    OR EXISTS (
      SELECT
        1
      FROM
        admin.people target
      WHERE
        target.username = $7::text
        AND (
          target.user_id = a.target_owner_id
          OR target.user_id::text = a.subject_id
        )
    )
  )
  AND (
    $8::timestamptz IS NULL
    OR a.occurred_at >= $8::timestamptz
  )
  AND (
    $9::timestamptz IS NULL
    OR a.occurred_at < $9::timestamptz
  )
ORDER BY
  a.occurred_at DESC,
  a.id DESC
LIMIT
  $3;

-- AuditLogRepository.entriesOfPerson: read (statement 1 of 2)
SELECT
  to_regclass($1) IS NOT NULL AS present;

-- AuditLogRepository.entriesOfPerson: read (statement 2 of 2)
SELECT
  "AuditEntry"."id" AS "AuditEntry_id",
  "AuditEntry"."action" AS "AuditEntry_action",
  "AuditEntry"."summary" AS "AuditEntry_summary",
  "AuditEntry"."subject_id" AS "AuditEntry_subject_id",
  "AuditEntry"."actor_id" AS "AuditEntry_actor_id",
  "AuditEntry"."acting_as" AS "AuditEntry_acting_as",
  "AuditEntry"."occurred_at" AS "AuditEntry_occurred_at",
  "AuditEntry"."correlation_id" AS "AuditEntry_correlation_id"
FROM
  "admin"."audit_log" "AuditEntry"
WHERE
  (
    ((("AuditEntry"."actor_id" = $1)))
    OR ((("AuditEntry"."acting_as" = $2)))
  )
ORDER BY
  "AuditEntry_occurred_at" ASC,
  "AuditEntry_id" ASC;
