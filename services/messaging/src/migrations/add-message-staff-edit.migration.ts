import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who last edited a message, when staff did: the mark both participants see, and the admin behind it.
 * Only admins have ever edited messages, so every message edited so far was edited by staff.
 */
export class AddMessageStaffEdit1764030000100 implements MigrationInterface {
  name = 'AddMessageStaffEdit1764030000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const messages = qualifiedTable(queryRunner, 'messages');
    await queryRunner.query(
      `ALTER TABLE ${messages} ADD COLUMN "edited_by_staff" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`ALTER TABLE ${messages} ADD COLUMN "edited_by" uuid`);
    await queryRunner.query(`UPDATE ${messages} SET edited_by_staff = true WHERE edited_at IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const messages = qualifiedTable(queryRunner, 'messages');
    await queryRunner.query(`ALTER TABLE ${messages} DROP COLUMN "edited_by"`);
    await queryRunner.query(`ALTER TABLE ${messages} DROP COLUMN "edited_by_staff"`);
  }
}
