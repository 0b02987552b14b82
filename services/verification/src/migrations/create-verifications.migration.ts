import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * Verifications and their votes. The partial index answers "has this poster another verified video of
 * this trick?", asked whenever one stops being verified.
 */
export class CreateVerifications1763740000000 implements MigrationInterface {
  name = 'CreateVerifications1763740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const verifications = qualifiedTable(queryRunner, 'verifications');
    await queryRunner.query(`
      CREATE TABLE ${verifications} (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "post_id" uuid NOT NULL,
        "trick_id" text NOT NULL,
        "poster_id" uuid NOT NULL,
        "position" smallint NOT NULL,
        "votes_for" integer NOT NULL DEFAULT 0,
        "votes_against" integer NOT NULL DEFAULT 0,
        "weighted_for" integer NOT NULL DEFAULT 0,
        "weighted_against" integer NOT NULL DEFAULT 0,
        "is_verified" boolean NOT NULL DEFAULT false,
        "verified_at" timestamptz,
        "rejected_at" timestamptz,
        "revision" integer NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "verifications_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "verifications_post_trick_key" UNIQUE ("post_id", "trick_id"),
        CONSTRAINT "verifications_verified_at" CHECK ("is_verified" = ("verified_at" IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX "verifications_poster_trick_verified_idx" ON ${verifications} ("poster_id", "trick_id") WHERE "is_verified"`,
    );
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'votes')} (
        "verification_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "vote" boolean NOT NULL,
        "weight" smallint NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "votes_pkey" PRIMARY KEY ("verification_id", "user_id"),
        CONSTRAINT "votes_verification_id_fkey" FOREIGN KEY ("verification_id")
          REFERENCES ${verifications} ("id") ON DELETE CASCADE,
        CONSTRAINT "votes_weight_positive" CHECK ("weight" > 0)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'votes')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'verifications')}`);
  }
}
