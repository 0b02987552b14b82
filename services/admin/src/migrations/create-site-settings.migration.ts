import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The park-wide settings admins set from the admin panel: one row, created on the first save. The check
 * keeps it to one row, so two admins saving at once update the same settings instead of adding a second.
 */
export class CreateSiteSettings1764300000000 implements MigrationInterface {
  name = 'CreateSiteSettings1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'site_settings')} (
        "id" smallint NOT NULL DEFAULT 1,
        "store_url" varchar(500),
        "updated_by" uuid NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "site_settings_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "site_settings_single_row" CHECK ("id" = 1)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'site_settings')}`);
  }
}
