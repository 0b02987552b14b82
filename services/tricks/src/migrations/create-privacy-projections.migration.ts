import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** The auth service's privacy switches and follows, which decide who may read a user's progress. */
export class CreatePrivacyProjections1763720000005 implements MigrationInterface {
  name = 'CreatePrivacyProjections1763720000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'preferences')} (
        "user_id" uuid NOT NULL,
        "public_profile" boolean NOT NULL,
        "show_progress" boolean NOT NULL,
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'follows')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'preferences')}`);
  }
}
