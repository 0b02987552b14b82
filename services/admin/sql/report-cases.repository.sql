-- The SQL of ReportCasesRepository (report-cases.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- ReportCasesRepository.openCase: write
INSERT INTO
  admin.report_cases AS c (
    id,
    target_type,
    content_kind,
    target_id,
    owner_id,
    content,
    status,
    report_count,
    first_reported_at,
    last_reported_at
  )
VALUES
  ($1, $2, $3, $4, $5, $6, 'open', 0, now(), now())
ON CONFLICT (content_kind, target_id)
WHERE
  status = 'open' DO UPDATE
SET
  content = EXCLUDED.content
RETURNING
  id;

-- ReportCasesRepository.addReport: write (statement 1 of 2)
INSERT INTO
  admin.reports (
    id,
    case_id,
    reporter_id,
    reason,
    details,
    created_at
  )
VALUES
  ($1, $2, $3, $4, $5, now())
ON CONFLICT (case_id, reporter_id) DO NOTHING
RETURNING
  id;

-- ReportCasesRepository.addReport: write (statement 2 of 2)
UPDATE admin.report_cases
SET
  report_count = report_count + 1,
  last_reported_at = now()
WHERE
  id = $1;

-- ReportCasesRepository.queue: open, latest first
SELECT
  "c"."id" AS "c_id",
  "c"."target_type" AS "c_target_type",
  "c"."content_kind" AS "c_content_kind",
  "c"."target_id" AS "c_target_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."content" AS "c_content",
  "c"."status" AS "c_status",
  "c"."report_count" AS "c_report_count",
  "c"."first_reported_at" AS "c_first_reported_at",
  "c"."last_reported_at" AS "c_last_reported_at",
  "c"."resolution_action" AS "c_resolution_action",
  "c"."resolution_note" AS "c_resolution_note",
  "c"."resolution_days" AS "c_resolution_days",
  "c"."resolved_by" AS "c_resolved_by",
  "c"."resolved_at" AS "c_resolved_at"
FROM
  "admin"."report_cases" "c"
WHERE
  "c"."status" = $1
ORDER BY
  "c"."last_reported_at" DESC,
  "c"."id" DESC
LIMIT
  20
OFFSET
  0;

-- ReportCasesRepository.queue: open, most reported first
SELECT
  "c"."id" AS "c_id",
  "c"."target_type" AS "c_target_type",
  "c"."content_kind" AS "c_content_kind",
  "c"."target_id" AS "c_target_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."content" AS "c_content",
  "c"."status" AS "c_status",
  "c"."report_count" AS "c_report_count",
  "c"."first_reported_at" AS "c_first_reported_at",
  "c"."last_reported_at" AS "c_last_reported_at",
  "c"."resolution_action" AS "c_resolution_action",
  "c"."resolution_note" AS "c_resolution_note",
  "c"."resolution_days" AS "c_resolution_days",
  "c"."resolved_by" AS "c_resolved_by",
  "c"."resolved_at" AS "c_resolved_at"
FROM
  "admin"."report_cases" "c"
WHERE
  "c"."status" = $1
ORDER BY
  "c"."report_count" DESC,
  "c"."last_reported_at" DESC,
  "c"."id" DESC
LIMIT
  20
OFFSET
  0;

-- ReportCasesRepository.queue: resolved, latest first
SELECT
  "c"."id" AS "c_id",
  "c"."target_type" AS "c_target_type",
  "c"."content_kind" AS "c_content_kind",
  "c"."target_id" AS "c_target_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."content" AS "c_content",
  "c"."status" AS "c_status",
  "c"."report_count" AS "c_report_count",
  "c"."first_reported_at" AS "c_first_reported_at",
  "c"."last_reported_at" AS "c_last_reported_at",
  "c"."resolution_action" AS "c_resolution_action",
  "c"."resolution_note" AS "c_resolution_note",
  "c"."resolution_days" AS "c_resolution_days",
  "c"."resolved_by" AS "c_resolved_by",
  "c"."resolved_at" AS "c_resolved_at"
FROM
  "admin"."report_cases" "c"
WHERE
  "c"."status" = $1
ORDER BY
  "c"."resolved_at" DESC,
  "c"."id" DESC
LIMIT
  20
OFFSET
  0;

-- ReportCasesRepository.queue: resolved, most reported first
SELECT
  "c"."id" AS "c_id",
  "c"."target_type" AS "c_target_type",
  "c"."content_kind" AS "c_content_kind",
  "c"."target_id" AS "c_target_id",
  "c"."owner_id" AS "c_owner_id",
  "c"."content" AS "c_content",
  "c"."status" AS "c_status",
  "c"."report_count" AS "c_report_count",
  "c"."first_reported_at" AS "c_first_reported_at",
  "c"."last_reported_at" AS "c_last_reported_at",
  "c"."resolution_action" AS "c_resolution_action",
  "c"."resolution_note" AS "c_resolution_note",
  "c"."resolution_days" AS "c_resolution_days",
  "c"."resolved_by" AS "c_resolved_by",
  "c"."resolved_at" AS "c_resolved_at"
FROM
  "admin"."report_cases" "c"
WHERE
  "c"."status" = $1
ORDER BY
  "c"."report_count" DESC,
  "c"."resolved_at" DESC,
  "c"."id" DESC
LIMIT
  20
OFFSET
  0;

-- ReportCasesRepository.findById: read
SELECT
  "ReportCase"."id" AS "ReportCase_id",
  "ReportCase"."target_type" AS "ReportCase_target_type",
  "ReportCase"."content_kind" AS "ReportCase_content_kind",
  "ReportCase"."target_id" AS "ReportCase_target_id",
  "ReportCase"."owner_id" AS "ReportCase_owner_id",
  "ReportCase"."content" AS "ReportCase_content",
  "ReportCase"."status" AS "ReportCase_status",
  "ReportCase"."report_count" AS "ReportCase_report_count",
  "ReportCase"."first_reported_at" AS "ReportCase_first_reported_at",
  "ReportCase"."last_reported_at" AS "ReportCase_last_reported_at",
  "ReportCase"."resolution_action" AS "ReportCase_resolution_action",
  "ReportCase"."resolution_note" AS "ReportCase_resolution_note",
  "ReportCase"."resolution_days" AS "ReportCase_resolution_days",
  "ReportCase"."resolved_by" AS "ReportCase_resolved_by",
  "ReportCase"."resolved_at" AS "ReportCase_resolved_at"
FROM
  "admin"."report_cases" "ReportCase"
WHERE
  (("ReportCase"."id" = $1))
LIMIT
  1;

-- ReportCasesRepository.lockById: read
SELECT
  "ReportCase"."id" AS "ReportCase_id",
  "ReportCase"."target_type" AS "ReportCase_target_type",
  "ReportCase"."content_kind" AS "ReportCase_content_kind",
  "ReportCase"."target_id" AS "ReportCase_target_id",
  "ReportCase"."owner_id" AS "ReportCase_owner_id",
  "ReportCase"."content" AS "ReportCase_content",
  "ReportCase"."status" AS "ReportCase_status",
  "ReportCase"."report_count" AS "ReportCase_report_count",
  "ReportCase"."first_reported_at" AS "ReportCase_first_reported_at",
  "ReportCase"."last_reported_at" AS "ReportCase_last_reported_at",
  "ReportCase"."resolution_action" AS "ReportCase_resolution_action",
  "ReportCase"."resolution_note" AS "ReportCase_resolution_note",
  "ReportCase"."resolution_days" AS "ReportCase_resolution_days",
  "ReportCase"."resolved_by" AS "ReportCase_resolved_by",
  "ReportCase"."resolved_at" AS "ReportCase_resolved_at"
FROM
  "admin"."report_cases" "ReportCase"
WHERE
  (("ReportCase"."id" = $1))
LIMIT
  1
FOR UPDATE;

-- ReportCasesRepository.hasOpenCase: read
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
      "admin"."report_cases" "ReportCase"
    WHERE
      (
        ("ReportCase"."content_kind" = $1)
        AND ("ReportCase"."target_id" = $2)
        AND ("ReportCase"."status" = $3)
      )
  )
LIMIT
  1;

-- ReportCasesRepository.save: a resolution (statement 1 of 2)
SELECT
  "ReportCase"."id" AS "ReportCase_id",
  "ReportCase"."target_type" AS "ReportCase_target_type",
  "ReportCase"."content_kind" AS "ReportCase_content_kind",
  "ReportCase"."target_id" AS "ReportCase_target_id",
  "ReportCase"."owner_id" AS "ReportCase_owner_id",
  "ReportCase"."content" AS "ReportCase_content",
  "ReportCase"."status" AS "ReportCase_status",
  "ReportCase"."report_count" AS "ReportCase_report_count",
  "ReportCase"."first_reported_at" AS "ReportCase_first_reported_at",
  "ReportCase"."last_reported_at" AS "ReportCase_last_reported_at",
  "ReportCase"."resolution_action" AS "ReportCase_resolution_action",
  "ReportCase"."resolution_note" AS "ReportCase_resolution_note",
  "ReportCase"."resolution_days" AS "ReportCase_resolution_days",
  "ReportCase"."resolved_by" AS "ReportCase_resolved_by",
  "ReportCase"."resolved_at" AS "ReportCase_resolved_at"
FROM
  "admin"."report_cases" "ReportCase"
WHERE
  "ReportCase"."id" = $1;

-- ReportCasesRepository.save: a resolution (statement 2 of 2)
UPDATE "admin"."report_cases"
SET
  "status" = $1,
  "resolved_by" = $2,
  "resolved_at" = $3
WHERE
  "id" = $4;

-- ReportCasesRepository.reporterIds: read
SELECT
  "Report"."reporter_id" AS "Report_reporter_id",
  "Report"."id" AS "Report_id"
FROM
  "admin"."reports" "Report"
WHERE
  (("Report"."case_id" = $1));

-- ReportCasesRepository.reportsOf: read
SELECT
  r.case_id,
  r.reporter_id,
  p.username AS reporter_username,
  r.reason,
  r.details,
  r.created_at
FROM
  admin.reports r
  LEFT JOIN admin.people p ON p.user_id = r.reporter_id
WHERE
  r.case_id = ANY ($1::UUID[])
ORDER BY
  r.created_at DESC,
  r.id DESC;

-- ReportCasesRepository.filedBy: read
SELECT
  "Report"."id" AS "Report_id",
  "Report"."case_id" AS "Report_case_id",
  "Report"."reporter_id" AS "Report_reporter_id",
  "Report"."reason" AS "Report_reason",
  "Report"."details" AS "Report_details",
  "Report"."created_at" AS "Report_created_at",
  "Report__Report_reportCase"."id" AS "Report__Report_reportCase_id",
  "Report__Report_reportCase"."target_type" AS "Report__Report_reportCase_target_type",
  "Report__Report_reportCase"."content_kind" AS "Report__Report_reportCase_content_kind",
  "Report__Report_reportCase"."target_id" AS "Report__Report_reportCase_target_id",
  "Report__Report_reportCase"."owner_id" AS "Report__Report_reportCase_owner_id",
  "Report__Report_reportCase"."content" AS "Report__Report_reportCase_content",
  "Report__Report_reportCase"."status" AS "Report__Report_reportCase_status",
  "Report__Report_reportCase"."report_count" AS "Report__Report_reportCase_report_count",
  "Report__Report_reportCase"."first_reported_at" AS "Report__Report_reportCase_first_reported_at",
  "Report__Report_reportCase"."last_reported_at" AS "Report__Report_reportCase_last_reported_at",
  "Report__Report_reportCase"."resolution_action" AS "Report__Report_reportCase_resolution_action",
  "Report__Report_reportCase"."resolution_note" AS "Report__Report_reportCase_resolution_note",
  "Report__Report_reportCase"."resolution_days" AS "Report__Report_reportCase_resolution_days",
  "Report__Report_reportCase"."resolved_by" AS "Report__Report_reportCase_resolved_by",
  "Report__Report_reportCase"."resolved_at" AS "Report__Report_reportCase_resolved_at"
FROM
  "admin"."reports" "Report"
  LEFT JOIN "admin"."report_cases" "Report__Report_reportCase" ON "Report__Report_reportCase"."id" = "Report"."case_id"
WHERE
  (("Report"."reporter_id" = $1))
ORDER BY
  "Report"."created_at" ASC,
  "Report"."id" ASC;
