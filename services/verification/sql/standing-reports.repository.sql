-- The SQL of StandingReportsRepository (standing-reports.repository.ts), as its methods send it to PostgreSQL.
-- Written by `npm run sync:sql`; review changes to it with the code that made them.

-- StandingReportsRepository.record: write
INSERT INTO
  verification.standing_reports (post_id, report_id, case_id)
VALUES
  ($1, $2, $3)
ON CONFLICT (post_id, report_id) DO NOTHING;

-- StandingReportsRepository.dismissCase: write
DELETE FROM verification.standing_reports
WHERE
  post_id = $1
  AND case_id = $2;

-- StandingReportsRepository.anyOf: read
SELECT
  1
FROM
  verification.standing_reports
WHERE
  post_id = $1
LIMIT
  1;
