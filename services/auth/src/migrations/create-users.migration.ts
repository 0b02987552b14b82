import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * Accounts with their whole profile. Emails and usernames are unique as stored, and stored lowercased,
 * so the unique constraints are case-insensitive; their names are what sign-up maps to EMAIL_TAKEN and
 * USERNAME_TAKEN.
 */
export class CreateUsers1763710000000 implements MigrationInterface {
  name = 'CreateUsers1763710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'users')} (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL,
        "username" varchar(30) NOT NULL,
        "password_hash" text NOT NULL,
        "display_name" varchar(100),
        "bio" text,
        "profile_picture" text,
        "header_video" text,
        "location" varchar(100),
        "skating_style" varchar(100),
        "favorite_spot" varchar(100),
        "gradient_start_color" varchar(7) NOT NULL DEFAULT '#4F46E5',
        "gradient_end_color" varchar(7) NOT NULL DEFAULT '#06B6D4',
        "pro_status" boolean NOT NULL DEFAULT false,
        "amateur_status" boolean NOT NULL DEFAULT false,
        "flow_status" boolean NOT NULL DEFAULT false,
        "is_brand" boolean NOT NULL DEFAULT false,
        "is_verified" boolean NOT NULL DEFAULT false,
        "is_admin" boolean NOT NULL DEFAULT false,
        "is_trusted" boolean NOT NULL DEFAULT false,
        "is_puppet" boolean NOT NULL DEFAULT false,
        "deactivated_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "users_email_key" UNIQUE ("email"),
        CONSTRAINT "users_username_key" UNIQUE ("username"),
        CONSTRAINT "users_email_lowercase" CHECK ("email" = lower("email")),
        CONSTRAINT "users_username_lowercase" CHECK ("username" = lower("username"))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'users')}`);
  }
}
