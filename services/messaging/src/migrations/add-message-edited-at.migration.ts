import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When an admin last edited a message's content; `null` for messages as their sender wrote them. */
export class AddMessageEditedAt1763760000100 implements MigrationInterface {
  name = 'AddMessageEditedAt1763760000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const messages = qualifiedTable(queryRunner, 'messages');
    await queryRunner.query(`ALTER TABLE ${messages} ADD COLUMN IF NOT EXISTS "edited_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const messages = qualifiedTable(queryRunner, 'messages');
    await queryRunner.query(`ALTER TABLE ${messages} DROP COLUMN IF EXISTS "edited_at"`);
  }
}
