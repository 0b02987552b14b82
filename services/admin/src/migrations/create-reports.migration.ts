import {
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '@boonies/contracts/admin';
import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** Reported content (one open case per content) and each reporter's report in it. */
export class CreateReports1764040000000 implements MigrationInterface {
  name = 'CreateReports1764040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const cases = qualifiedTable(queryRunner, 'report_cases');
    const reports = qualifiedTable(queryRunner, 'reports');
    await queryRunner.query(`
      CREATE TABLE ${cases} (
        "id" uuid NOT NULL,
        "target_type" text NOT NULL,
        "content_kind" text NOT NULL,
        "target_id" uuid NOT NULL,
        "owner_id" uuid NOT NULL,
        "content" jsonb NOT NULL,
        "status" text NOT NULL,
        "report_count" int NOT NULL DEFAULT 0,
        "first_reported_at" timestamptz NOT NULL,
        "last_reported_at" timestamptz NOT NULL,
        "resolution_action" text,
        "resolution_note" text,
        "resolution_days" int,
        "resolved_by" uuid,
        "resolved_at" timestamptz,
        CONSTRAINT "report_cases_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "report_cases_target_type" CHECK ("target_type" IN (${list(REPORT_TARGET_TYPES)})),
        CONSTRAINT "report_cases_status" CHECK ("status" IN (${list(REPORT_STATUSES)})),
        CONSTRAINT "report_cases_action" CHECK ("resolution_action" IN (${list(MODERATION_ACTIONS)}))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "report_cases_open_content_key" ON ${cases} ("content_kind", "target_id")
        WHERE "status" = 'open'`,
    );
    await queryRunner.query(
      `CREATE INDEX "report_cases_queue_idx" ON ${cases} ("status", "last_reported_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE ${reports} (
        "id" uuid NOT NULL,
        "case_id" uuid NOT NULL REFERENCES ${cases} ("id") ON DELETE CASCADE,
        "reporter_id" uuid NOT NULL,
        "reason" text NOT NULL,
        "details" text,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "reports_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "reports_case_reporter_key" UNIQUE ("case_id", "reporter_id"),
        CONSTRAINT "reports_reason" CHECK ("reason" IN (${list(REPORT_REASONS)}))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'reports')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'report_cases')}`);
  }
}
