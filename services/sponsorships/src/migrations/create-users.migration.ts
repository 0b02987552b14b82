import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The accounts this service knows from the auth service's events: who is a brand, who is active, names. */
export class CreateUsers1763800000001 implements MigrationInterface {
  name = 'CreateUsers1763800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'users')} (
        "user_id" uuid NOT NULL,
        "username" text NOT NULL,
        "profile_picture" text,
        "pro_status" boolean NOT NULL DEFAULT false,
        "amateur_status" boolean NOT NULL DEFAULT false,
        "flow_status" boolean NOT NULL DEFAULT false,
        "is_brand" boolean NOT NULL DEFAULT false,
        "is_active" boolean NOT NULL DEFAULT true,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "users_pkey" PRIMARY KEY ("user_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'users')}`);
  }
}
