import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** The push switches (Settings → Push notifications), a group of their own beside the notification ones. */
export class AddPushPreferences1765000000000 implements MigrationInterface {
  name = 'AddPushPreferences1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'preferences')} ADD "push" jsonb NOT NULL DEFAULT '{}'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${qualifiedTable(queryRunner, 'preferences')} DROP COLUMN "push"`);
  }
}
