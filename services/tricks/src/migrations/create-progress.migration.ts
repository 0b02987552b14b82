import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * One record per user and trick touched. The unique index carries the columns a user's progress list
 * reads, so that list is an index-only scan; the partial indexes serve the admins' unverified list and the
 * rescoring of a trick's learners when its points change.
 */
export class CreateProgress1763720000001 implements MigrationInterface {
  name = 'CreateProgress1763720000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const progress = qualifiedTable(queryRunner, 'progress');
    await queryRunner.query(`
      CREATE TABLE ${progress} (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "trick_id" text NOT NULL,
        "learned" boolean NOT NULL DEFAULT false,
        "verified" boolean NOT NULL DEFAULT false,
        "learned_at" timestamptz,
        "verified_at" timestamptz,
        "verified_by" uuid,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "progress_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "progress_user_trick_key" UNIQUE ("user_id", "trick_id") INCLUDE ("learned", "verified", "learned_at"),
        CONSTRAINT "progress_trick_id_fkey" FOREIGN KEY ("trick_id") REFERENCES ${qualifiedTable(queryRunner, 'tricks')} ("id"),
        CONSTRAINT "progress_verified_is_learned" CHECK (NOT "verified" OR "learned")
      )`);
    await queryRunner.query(
      `CREATE INDEX "progress_unverified_idx" ON ${progress} ("learned_at", "id") WHERE "learned" AND NOT "verified"`,
    );
    await queryRunner.query(
      `CREATE INDEX "progress_learned_trick_idx" ON ${progress} ("trick_id") WHERE "learned"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'progress')}`);
  }
}
