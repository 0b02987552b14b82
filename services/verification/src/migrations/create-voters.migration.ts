import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** The auth service's roles, kept from `events.auth.user-*`: they decide what a vote weighs. */
export class CreateVoters1763740000001 implements MigrationInterface {
  name = 'CreateVoters1763740000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'voters')} (
        "user_id" uuid NOT NULL,
        "is_admin" boolean NOT NULL DEFAULT false,
        "is_trusted" boolean NOT NULL DEFAULT false,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "voters_pkey" PRIMARY KEY ("user_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'voters')}`);
  }
}
