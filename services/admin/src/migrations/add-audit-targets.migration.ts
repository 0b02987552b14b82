import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each entry's action touched (its kind and owner), and indexes for the log's filters: by actor and by
 * the person whose things were touched, each newest first.
 */
export class AddAuditTargets1764030000000 implements MigrationInterface {
  name = 'AddAuditTargets1764030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const auditLog = qualifiedTable(queryRunner, 'audit_log');
    await queryRunner.query(`ALTER TABLE ${auditLog} ADD COLUMN "target_type" text`);
    await queryRunner.query(`ALTER TABLE ${auditLog} ADD COLUMN "target_owner_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "audit_log_actor_idx" ON ${auditLog} ("actor_id", "occurred_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "audit_log_target_owner_idx" ON ${auditLog} ("target_owner_id", "occurred_at" DESC, "id" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const auditLog = qualifiedTable(queryRunner, 'audit_log');
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'audit_log_target_owner_idx')}`);
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'audit_log_actor_idx')}`);
    await queryRunner.query(`ALTER TABLE ${auditLog} DROP COLUMN "target_owner_id"`);
    await queryRunner.query(`ALTER TABLE ${auditLog} DROP COLUMN "target_type"`);
  }
}
