import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * What this service keeps of other services' data: accounts (names and badges on messages), the switches
 * it enforces, blocks, sponsorship states (the pending count) and trick names (verification texts).
 */
export class CreateProjections1763760000002 implements MigrationInterface {
  name = 'CreateProjections1763760000002';

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
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "users_pkey" PRIMARY KEY ("user_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'preferences')} (
        "user_id" uuid NOT NULL,
        "allow_messages" boolean NOT NULL,
        "notify_posts" boolean NOT NULL,
        "notify_messages" boolean NOT NULL,
        "notify_verifications" boolean NOT NULL,
        "notify_sponsorships" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "preferences_pkey" PRIMARY KEY ("user_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'blocks')} (
        "blocker_id" uuid NOT NULL,
        "blocked_id" uuid NOT NULL,
        "active" boolean NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id")
      )`);
    const sponsorships = qualifiedTable(queryRunner, 'sponsorship_requests');
    await queryRunner.query(`
      CREATE TABLE ${sponsorships} (
        "id" uuid NOT NULL,
        "brand_id" uuid NOT NULL,
        "athlete_id" uuid NOT NULL,
        "status" text NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "sponsorship_requests_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "sponsorship_requests_pending_idx" ON ${sponsorships} ("athlete_id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'trick_names')} (
        "trick_id" text NOT NULL,
        "name" text NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "trick_names_pkey" PRIMARY KEY ("trick_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['trick_names', 'sponsorship_requests', 'blocks', 'preferences', 'users']) {
      await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, table)}`);
    }
  }
}
