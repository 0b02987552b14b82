import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** Each user's scores, recomputed from their progress on every change; ranked by public score. */
export class CreateUserScores1763720000002 implements MigrationInterface {
  name = 'CreateUserScores1763720000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    const userScores = qualifiedTable(queryRunner, 'user_scores');
    await queryRunner.query(`
      CREATE TABLE ${userScores} (
        "user_id" uuid NOT NULL,
        "private_score" integer NOT NULL DEFAULT 0,
        "public_score" integer NOT NULL DEFAULT 0,
        "learned_count" integer NOT NULL DEFAULT 0,
        "verified_count" integer NOT NULL DEFAULT 0,
        "level" smallint NOT NULL DEFAULT 1,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "user_scores_pkey" PRIMARY KEY ("user_id")
      )`);
    // The leaderboard walks this index from the top until it has a page of eligible users.
    await queryRunner.query(
      `CREATE INDEX "user_scores_ranking_idx" ON ${userScores} ("public_score" DESC, "user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'user_scores')}`);
  }
}
