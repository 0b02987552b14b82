import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * The rest of what the access policy needs about a skater: every privacy switch (the leaderboard choice
 * among them), blocks in either direction, and a moderator's suspension, whose end is kept so it lapses
 * by itself.
 */
export class CreateAccessProjections1763720000006 implements MigrationInterface {
  name = 'CreateAccessProjections1763720000006';

  async up(queryRunner: QueryRunner): Promise<void> {
    const preferences = qualifiedTable(queryRunner, 'preferences');
    const blocks = qualifiedTable(queryRunner, 'blocks');
    await queryRunner.query(`
      ALTER TABLE ${preferences}
        ADD COLUMN "show_followers" boolean NOT NULL DEFAULT true,
        ADD COLUMN "allow_messages" boolean NOT NULL DEFAULT true,
        ADD COLUMN "appear_on_leaderboard" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`
      CREATE TABLE ${blocks} (
        "blocker_id" uuid NOT NULL,
        "blocked_id" uuid NOT NULL,
        "is_blocking" boolean NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id")
      )`);
    // "Who blocked me?" is asked as often as "whom did I block?".
    await queryRunner.query(`CREATE INDEX "blocks_blocked_idx" ON ${blocks} ("blocked_id", "blocker_id")`);
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'leaderboard_users')} ADD COLUMN "suspended_until" timestamptz`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'leaderboard_users')} DROP COLUMN "suspended_until"`,
    );
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'blocks')}`);
    await queryRunner.query(`
      ALTER TABLE ${qualifiedTable(queryRunner, 'preferences')}
        DROP COLUMN "appear_on_leaderboard", DROP COLUMN "allow_messages", DROP COLUMN "show_followers"`);
  }
}
