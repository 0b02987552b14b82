import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The social service's tables: its copy of the accounts (`people`, from the auth service's profile events),
 * who follows, asked to follow and blocked whom, saved settings, and the facts profiles show from other
 * services (scores, top-level posts, sponsorships). No foreign keys to `people`: the copy follows events,
 * which may name an account before its profile arrives.
 */
export class CreateSocialTables1796661051118 implements MigrationInterface {
  name = 'CreateSocialTables1796661051118';

  async up(queryRunner: QueryRunner): Promise<void> {
    const table = (name: string) => qualifiedTable(queryRunner, name);
    await queryRunner.query(`
      CREATE TABLE ${table('people')} (
        "user_id" uuid NOT NULL,
        "username" text NOT NULL,
        "display_name" text,
        "bio" text,
        "profile_picture" text,
        "header_video" text,
        "location" text,
        "skating_style" text,
        "favorite_spot" text,
        "gradient_start_color" text NOT NULL DEFAULT '#4F46E5',
        "gradient_end_color" text NOT NULL DEFAULT '#06B6D4',
        "pro_status" boolean NOT NULL DEFAULT false,
        "amateur_status" boolean NOT NULL DEFAULT false,
        "flow_status" boolean NOT NULL DEFAULT false,
        "is_brand" boolean NOT NULL DEFAULT false,
        "is_verified" boolean NOT NULL DEFAULT false,
        "is_admin" boolean NOT NULL DEFAULT false,
        "is_active" boolean NOT NULL DEFAULT true,
        "suspended_until" timestamptz,
        "created_at" timestamptz,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "people_pkey" PRIMARY KEY ("user_id")
      )`);
    // Keyset pages list each side newest first, the other user's id breaking ties.
    await queryRunner.query(`
      CREATE TABLE ${table('follows')} (
        "follower_id" uuid NOT NULL,
        "following_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id", "following_id"),
        CONSTRAINT "follows_not_self" CHECK ("follower_id" <> "following_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "follows_following_id_created_idx" ON ${table('follows')} ("following_id", "created_at" DESC, "follower_id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "follows_follower_id_created_idx" ON ${table('follows')} ("follower_id", "created_at" DESC, "following_id" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE ${table('blocks')} (
        "blocker_id" uuid NOT NULL,
        "blocked_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id"),
        CONSTRAINT "blocks_not_self" CHECK ("blocker_id" <> "blocked_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "blocks_blocked_id_idx" ON ${table('blocks')} ("blocked_id", "blocker_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${table('follow_requests')} (
        "requester_id" uuid NOT NULL,
        "target_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "follow_requests_pkey" PRIMARY KEY ("requester_id", "target_id"),
        CONSTRAINT "follow_requests_not_self" CHECK ("requester_id" <> "target_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "follow_requests_target_id_created_idx" ON ${table('follow_requests')} ("target_id", "created_at" DESC, "requester_id" DESC)`,
    );
    // Each group is a jsonb object, so a new switch needs no migration; stored values merge over the defaults.
    await queryRunner.query(`
      CREATE TABLE ${table('preferences')} (
        "user_id" uuid NOT NULL,
        "notifications" jsonb NOT NULL DEFAULT '{}',
        "privacy" jsonb NOT NULL DEFAULT '{}',
        "accessibility" jsonb NOT NULL DEFAULT '{}',
        "theme" varchar(10),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "push" jsonb NOT NULL DEFAULT '{}',
        CONSTRAINT "preferences_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "preferences_theme_check" CHECK ("theme" IN ('light', 'dark', 'system'))
      )`);
    await queryRunner.query(`
      CREATE TABLE ${table('user_scores')} (
        "user_id" uuid NOT NULL,
        "private_score" integer NOT NULL,
        "public_score" integer NOT NULL,
        "level" integer NOT NULL,
        "occurred_at" timestamptz NOT NULL,
        CONSTRAINT "user_scores_pkey" PRIMARY KEY ("user_id")
      )`);
    // A deleted post keeps its row (deleted_at set), so a creation delivered after its deletion stays deleted.
    await queryRunner.query(`
      CREATE TABLE ${table('user_posts')} (
        "post_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" timestamptz,
        "deleted_at" timestamptz,
        CONSTRAINT "user_posts_pkey" PRIMARY KEY ("post_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "user_posts_live_user_id_idx" ON ${table('user_posts')} ("user_id") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE ${table('sponsorships')} (
        "sponsorship_id" uuid NOT NULL,
        "brand_id" uuid NOT NULL,
        "athlete_id" uuid NOT NULL,
        "status" varchar(10) NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "sponsorships_pkey" PRIMARY KEY ("sponsorship_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "sponsorships_accepted_athlete_idx" ON ${table('sponsorships')} ("athlete_id") WHERE "status" = 'accepted'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      'sponsorships',
      'user_posts',
      'user_scores',
      'preferences',
      'follow_requests',
      'blocks',
      'follows',
      'people',
    ]) {
      await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, name)}`);
    }
  }
}
