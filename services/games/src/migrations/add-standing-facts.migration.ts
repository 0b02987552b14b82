import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The facts a player's standing is worked out from, as the verification service weighs a vote by them:
 * each account's roles and age (its sign-up, or when this service first heard of it), moderators' warnings
 * and suspensions, and whose trick videos the verifications kept here are of (indexed by player).
 */
export class AddStandingFacts1764400000000 implements MigrationInterface {
  name = 'AddStandingFacts1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const users = qualifiedTable(queryRunner, 'users');
    await queryRunner.query(`
      ALTER TABLE ${users}
        ADD COLUMN "is_admin" boolean NOT NULL DEFAULT false,
        ADD COLUMN "is_trusted" boolean NOT NULL DEFAULT false,
        ADD COLUMN "first_seen_at" timestamptz NOT NULL DEFAULT now()`);
    // An account known before now is dated by the revision of it kept here, never older than the account:
    // its age errs young, so none gains standing early.
    await queryRunner.query(`UPDATE ${users} SET first_seen_at = updated_at`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'sign_ups')} (
        "user_id" uuid NOT NULL,
        "signed_up_at" timestamptz NOT NULL,
        CONSTRAINT "sign_ups_pkey" PRIMARY KEY ("user_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'warnings')} (
        "case_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "warned_at" timestamptz NOT NULL,
        CONSTRAINT "warnings_pkey" PRIMARY KEY ("case_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "warnings_user_idx" ON ${qualifiedTable(queryRunner, 'warnings')} ("user_id", "warned_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'suspensions')} (
        "event_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "suspended_at" timestamptz NOT NULL,
        CONSTRAINT "suspensions_pkey" PRIMARY KEY ("event_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "suspensions_user_idx" ON ${qualifiedTable(queryRunner, 'suspensions')} ("user_id", "suspended_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "trick_videos_user_idx" ON ${qualifiedTable(queryRunner, 'trick_videos')} ("user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'trick_videos_user_idx')}`);
    for (const table of ['suspensions', 'warnings', 'sign_ups']) {
      await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, table)}`);
    }
    await queryRunner.query(`
      ALTER TABLE ${qualifiedTable(queryRunner, 'users')}
        DROP COLUMN "first_seen_at", DROP COLUMN "is_trusted", DROP COLUMN "is_admin"`);
  }
}
