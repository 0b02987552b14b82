import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reports that hold a post's verifications contested: those filed by reporters with standing, until
 * their case is dismissed. Keyed by post first, the table answers "does one remain?" from its primary key.
 */
export class AddStandingReports1763740000004 implements MigrationInterface {
  name = 'AddStandingReports1763740000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'standing_reports')} (
        "post_id" uuid NOT NULL,
        "report_id" uuid NOT NULL,
        "case_id" uuid NOT NULL,
        CONSTRAINT "standing_reports_pkey" PRIMARY KEY ("post_id", "report_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'standing_reports')}`);
  }
}
