import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** While a moderator's suspension runs, its end: a suspended account receives no new messages. */
export class AddUserSuspension1763760000200 implements MigrationInterface {
  name = 'AddUserSuspension1763760000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'users')} ADD COLUMN IF NOT EXISTS "suspended_until" timestamptz`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'users')} DROP COLUMN "suspended_until"`,
    );
  }
}
