import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a moderator's suspension of the account ends; `null` (or a time past) when it is not suspended. */
export class AddUserSuspension1764040000000 implements MigrationInterface {
  name = 'AddUserSuspension1764040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const users = qualifiedTable(queryRunner, 'users');
    await queryRunner.query(`ALTER TABLE ${users} ADD COLUMN IF NOT EXISTS "suspended_until" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const users = qualifiedTable(queryRunner, 'users');
    await queryRunner.query(`ALTER TABLE ${users} DROP COLUMN IF EXISTS "suspended_until"`);
  }
}
