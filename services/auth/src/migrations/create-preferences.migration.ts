import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * Saved settings, one row per user who ever saved them (everyone else has the defaults). Each group is a
 * jsonb object so a new switch needs no migration; the service merges stored values over the defaults.
 */
export class CreatePreferences1763720000001 implements MigrationInterface {
  name = 'CreatePreferences1763720000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'preferences')} (
        "user_id" uuid NOT NULL,
        "notifications" jsonb NOT NULL DEFAULT '{}',
        "privacy" jsonb NOT NULL DEFAULT '{}',
        "accessibility" jsonb NOT NULL DEFAULT '{}',
        "theme" varchar(10),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "preferences_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "preferences_theme_check" CHECK ("theme" IN ('light', 'dark', 'system')),
        CONSTRAINT "preferences_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES ${qualifiedTable(queryRunner, 'users')} ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'preferences')}`);
  }
}
