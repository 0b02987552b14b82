import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * Local copies of other services' facts that profiles show: scores and levels (tricks), top-level posts
 * (posts) and sponsorships (sponsorships). No foreign keys to users: events may name accounts in any order
 * relative to this service's own changes, and a projection must accept them.
 */
export class CreateProjections1763720000002 implements MigrationInterface {
  name = 'CreateProjections1763720000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    const scores = qualifiedTable(queryRunner, 'user_scores');
    const posts = qualifiedTable(queryRunner, 'user_posts');
    const sponsorships = qualifiedTable(queryRunner, 'sponsorships');
    await queryRunner.query(`
      CREATE TABLE ${scores} (
        "user_id" uuid NOT NULL,
        "private_score" integer NOT NULL,
        "public_score" integer NOT NULL,
        "level" integer NOT NULL,
        "occurred_at" timestamptz NOT NULL,
        CONSTRAINT "user_scores_pkey" PRIMARY KEY ("user_id")
      )`);
    // A deleted post keeps its row (deleted_at set), so a creation delivered after its deletion stays deleted.
    await queryRunner.query(`
      CREATE TABLE ${posts} (
        "post_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" timestamptz,
        "deleted_at" timestamptz,
        CONSTRAINT "user_posts_pkey" PRIMARY KEY ("post_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "user_posts_live_user_id_idx" ON ${posts} ("user_id") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE ${sponsorships} (
        "sponsorship_id" uuid NOT NULL,
        "brand_id" uuid NOT NULL,
        "athlete_id" uuid NOT NULL,
        "status" varchar(10) NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "sponsorships_pkey" PRIMARY KEY ("sponsorship_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "sponsorships_accepted_athlete_idx" ON ${sponsorships} ("athlete_id") WHERE "status" = 'accepted'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['sponsorships', 'user_posts', 'user_scores']) {
      await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, table)}`);
    }
  }
}
