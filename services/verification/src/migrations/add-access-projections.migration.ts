import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the access policy needs to judge a vote or a read: each account's state (active, suspended until,
 * brand) beside its roles, the posters' privacy switches, follows, blocks, and moderators' marks on posts.
 */
export class AddAccessProjections1763740000002 implements MigrationInterface {
  name = 'AddAccessProjections1763740000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE ${qualifiedTable(queryRunner, 'voters')}
        ADD COLUMN "is_active" boolean NOT NULL DEFAULT true,
        ADD COLUMN "is_brand" boolean NOT NULL DEFAULT false,
        ADD COLUMN "suspended_until" timestamptz`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'privacy_settings')} (
        "user_id" uuid NOT NULL,
        "public_profile" boolean NOT NULL,
        "show_progress" boolean NOT NULL,
        "show_followers" boolean NOT NULL,
        "allow_messages" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "privacy_settings_pkey" PRIMARY KEY ("user_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'follows')} (
        "follower_id" uuid NOT NULL,
        "following_id" uuid NOT NULL,
        "is_following" boolean NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id", "following_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'blocks')} (
        "blocker_id" uuid NOT NULL,
        "blocked_id" uuid NOT NULL,
        "is_blocking" boolean NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'hidden_posts')} (
        "post_id" uuid NOT NULL,
        "is_hidden" boolean NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "hidden_posts_pkey" PRIMARY KEY ("post_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['hidden_posts', 'blocks', 'follows', 'privacy_settings']) {
      await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, table)}`);
    }
    await queryRunner.query(`
      ALTER TABLE ${qualifiedTable(queryRunner, 'voters')}
        DROP COLUMN "suspended_until", DROP COLUMN "is_brand", DROP COLUMN "is_active"`);
  }
}
