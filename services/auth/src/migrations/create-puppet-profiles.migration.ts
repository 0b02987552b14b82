import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The preset fields of puppet accounts (the accounts themselves are users flagged `is_puppet`). */
export class CreatePuppetProfiles1763900000000 implements MigrationInterface {
  name = 'CreatePuppetProfiles1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const users = qualifiedTable(queryRunner, 'users');
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'puppet_profiles')} (
        "user_id" uuid NOT NULL,
        "level" smallint NOT NULL,
        "experience" text NOT NULL,
        "tone" text NOT NULL,
        CONSTRAINT "puppet_profiles_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "puppet_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES ${users} ("id") ON DELETE CASCADE
      )`);
    // The Puppets tab lists them; few rows, but the flag is rare among many users.
    await queryRunner.query(`CREATE INDEX "users_is_puppet_idx" ON ${users} ("username") WHERE "is_puppet"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'users_is_puppet_idx')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'puppet_profiles')}`);
  }
}
