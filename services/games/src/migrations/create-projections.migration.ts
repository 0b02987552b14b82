import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What this service keeps of the others: accounts, privacy switches and blocks (who may be challenged and
 * who shows where), trick names, trick videos (a set or attempt must be one of the player's), and the
 * community verification of each video's tricks (the verdict of a disputed clip).
 */
export class CreateProjections1764200000001 implements MigrationInterface {
  name = 'CreateProjections1764200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'users')} (
        "user_id" uuid NOT NULL,
        "username" text NOT NULL,
        "display_name" text,
        "profile_picture" text,
        "pro_status" boolean NOT NULL DEFAULT false,
        "amateur_status" boolean NOT NULL DEFAULT false,
        "flow_status" boolean NOT NULL DEFAULT false,
        "is_brand" boolean NOT NULL DEFAULT false,
        "is_active" boolean NOT NULL DEFAULT true,
        "suspended_until" timestamptz,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "users_pkey" PRIMARY KEY ("user_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'preferences')} (
        "user_id" uuid NOT NULL,
        "allow_messages" boolean NOT NULL,
        "public_profile" boolean NOT NULL,
        "show_progress" boolean NOT NULL,
        "appear_on_leaderboard" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "preferences_pkey" PRIMARY KEY ("user_id")
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
      CREATE TABLE ${qualifiedTable(queryRunner, 'trick_names')} (
        "trick_id" text NOT NULL,
        "name" text NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "trick_names_pkey" PRIMARY KEY ("trick_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'trick_videos')} (
        "post_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "trick_ids" text array NOT NULL,
        "video_url" text,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "trick_videos_pkey" PRIMARY KEY ("post_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'clip_verifications')} (
        "post_id" uuid NOT NULL,
        "trick_id" text NOT NULL,
        "is_verified" boolean NOT NULL,
        "rejected" boolean NOT NULL,
        "weighted_for" double precision NOT NULL,
        "weighted_against" double precision NOT NULL,
        "revision" integer NOT NULL,
        CONSTRAINT "clip_verifications_pkey" PRIMARY KEY ("post_id", "trick_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'clip_verifications',
      'trick_videos',
      'trick_names',
      'blocks',
      'follows',
      'preferences',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, table)}`);
    }
  }
}
