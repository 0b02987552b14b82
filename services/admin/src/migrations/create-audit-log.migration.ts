import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit log, read newest first a page at a time, and the names of the people it mentions. */
export class CreateAuditLog1763950000000 implements MigrationInterface {
  name = 'CreateAuditLog1763950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const auditLog = qualifiedTable(queryRunner, 'audit_log');
    await queryRunner.query(`
      CREATE TABLE ${auditLog} (
        "id" uuid NOT NULL,
        "action" text NOT NULL,
        "summary" text NOT NULL,
        "subject_id" text,
        "actor_id" uuid,
        "acting_as" uuid,
        "occurred_at" timestamptz NOT NULL,
        "correlation_id" text NOT NULL,
        "recorded_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "audit_log_newest_idx" ON ${auditLog} ("occurred_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'people')} (
        "user_id" uuid NOT NULL,
        "username" text NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "people_pkey" PRIMARY KEY ("user_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'people')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'audit_log')}`);
  }
}
