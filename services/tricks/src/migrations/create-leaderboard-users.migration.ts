import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** The auth service's accounts as the leaderboard shows them, kept from `events.auth.user-*`. */
export class CreateLeaderboardUsers1763720000003 implements MigrationInterface {
  name = 'CreateLeaderboardUsers1763720000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'leaderboard_users')} (
        "user_id" uuid NOT NULL,
        "username" text NOT NULL,
        "display_name" text,
        "avatar_url" text,
        "pro_status" boolean NOT NULL DEFAULT false,
        "amateur_status" boolean NOT NULL DEFAULT false,
        "flow_status" boolean NOT NULL DEFAULT false,
        "is_brand" boolean NOT NULL DEFAULT false,
        "is_active" boolean NOT NULL DEFAULT true,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "leaderboard_users_pkey" PRIMARY KEY ("user_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'leaderboard_users')}`);
  }
}
