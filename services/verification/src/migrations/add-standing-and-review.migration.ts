import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What standing and the review queue need: each account's name and sign-up signals (keyed hashes only),
 * moderators' warnings and suspensions, votes that a suspension withdrew, and on each verification who
 * settled it, whether it waits for the admins, their decision, and the rule's progress numbers.
 */
export class AddStandingAndReview1763740000003 implements MigrationInterface {
  name = 'AddStandingAndReview1763740000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    const voters = qualifiedTable(queryRunner, 'voters');
    const votes = qualifiedTable(queryRunner, 'votes');
    const verifications = qualifiedTable(queryRunner, 'verifications');
    await queryRunner.query(`
      ALTER TABLE ${voters}
        ADD COLUMN "username" text,
        ADD COLUMN "signed_up_at" timestamptz,
        ADD COLUMN "address_hash" text,
        ADD COLUMN "device_hash" text,
        ADD COLUMN "first_seen_at" timestamptz NOT NULL DEFAULT now()`);
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
        "suspended_until" timestamptz NOT NULL,
        CONSTRAINT "suspensions_pkey" PRIMARY KEY ("event_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "suspensions_user_idx" ON ${qualifiedTable(queryRunner, 'suspensions')} ("user_id", "suspended_at")`,
    );
    // A vote now weighs its voter's standing, which may be nothing.
    await queryRunner.query(`
      ALTER TABLE ${votes}
        DROP CONSTRAINT "votes_weight_positive",
        ADD CONSTRAINT "votes_weight_not_negative" CHECK ("weight" >= 0),
        ADD COLUMN "withdrawn_at" timestamptz`);
    await queryRunner.query(`CREATE INDEX "votes_user_idx" ON ${votes} ("user_id")`);
    await queryRunner.query(`
      ALTER TABLE ${verifications}
        ADD COLUMN "settled_by" text,
        ADD COLUMN "contested_at" timestamptz,
        ADD COLUMN "contest_reason" text,
        ADD COLUMN "decided_at" timestamptz,
        ADD COLUMN "decided_by" uuid,
        ADD COLUMN "decision_note" text,
        ADD COLUMN "make_voters" integer NOT NULL DEFAULT 0,
        ADD COLUMN "make_share_met" boolean NOT NULL DEFAULT false,
        ADD COLUMN "discounted_votes" integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT "verifications_settled_by" CHECK ("settled_by" IN ('community', 'admin')),
        ADD CONSTRAINT "verifications_contest_reason" CHECK ("contest_reason" IN ('fake_votes', 'reported')),
        ADD CONSTRAINT "verifications_contested" CHECK (("contested_at" IS NULL) = ("contest_reason" IS NULL))`);
    // Until now only admins' post reviews decided for good, and approvals and rejections were theirs.
    await queryRunner.query(`
      UPDATE ${verifications} SET settled_by = 'admin', decided_at = coalesce(rejected_at, verified_at)
       WHERE rejected_at IS NOT NULL`);
    await queryRunner.query(
      `UPDATE ${verifications} SET settled_by = 'community' WHERE is_verified AND settled_by IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "verifications_contested_idx" ON ${verifications} ("contested_at", "id") WHERE "contested_at" IS NOT NULL AND "decided_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const verifications = qualifiedTable(queryRunner, 'verifications');
    const votes = qualifiedTable(queryRunner, 'votes');
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'verifications_contested_idx')}`);
    await queryRunner.query(`
      ALTER TABLE ${verifications}
        DROP CONSTRAINT "verifications_contested",
        DROP CONSTRAINT "verifications_contest_reason",
        DROP CONSTRAINT "verifications_settled_by",
        DROP COLUMN "discounted_votes", DROP COLUMN "make_share_met", DROP COLUMN "make_voters",
        DROP COLUMN "decision_note", DROP COLUMN "decided_by", DROP COLUMN "decided_at",
        DROP COLUMN "contest_reason", DROP COLUMN "contested_at", DROP COLUMN "settled_by"`);
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'votes_user_idx')}`);
    await queryRunner.query(`DELETE FROM ${votes} WHERE weight = 0`);
    await queryRunner.query(`
      ALTER TABLE ${votes}
        DROP COLUMN "withdrawn_at",
        DROP CONSTRAINT "votes_weight_not_negative",
        ADD CONSTRAINT "votes_weight_positive" CHECK ("weight" > 0)`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'suspensions')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'warnings')}`);
    await queryRunner.query(`
      ALTER TABLE ${qualifiedTable(queryRunner, 'voters')}
        DROP COLUMN "first_seen_at", DROP COLUMN "device_hash", DROP COLUMN "address_hash",
        DROP COLUMN "signed_up_at", DROP COLUMN "username"`);
  }
}
