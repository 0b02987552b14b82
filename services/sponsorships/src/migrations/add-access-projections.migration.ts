import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the access policy needs to judge a request: suspensions beside the accounts, and blocks. */
export class AddAccessProjections1763800000002 implements MigrationInterface {
  name = 'AddAccessProjections1763800000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'users')} ADD COLUMN "suspended_until" timestamptz`,
    );
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'blocks')} (
        "blocker_id" uuid NOT NULL,
        "blocked_id" uuid NOT NULL,
        "is_blocking" boolean NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'blocks')}`);
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'users')} DROP COLUMN "suspended_until"`,
    );
  }
}
