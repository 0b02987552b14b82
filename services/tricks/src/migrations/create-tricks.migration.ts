import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * The trick catalogue: entries seeded from the shipped catalogue and tricks admins add (`custom-<n>`), plus
 * the catalogue versions already applied. A trick is never deleted: progress records point at it.
 */
export class CreateTricks1763720000000 implements MigrationInterface {
  name = 'CreateTricks1763720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const tricks = qualifiedTable(queryRunner, 'tricks');
    await queryRunner.query(`
      CREATE TABLE ${tricks} (
        "id" text NOT NULL,
        "name" text NOT NULL,
        "category" text NOT NULL,
        "difficulty" text NOT NULL,
        "base_trick" text NOT NULL,
        "stance" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "video_url" text,
        "prerequisites" text[] NOT NULL DEFAULT '{}',
        "setup" text[] NOT NULL DEFAULT '{}',
        "steps" text[] NOT NULL DEFAULT '{}',
        "common_mistakes" text[] NOT NULL DEFAULT '{}',
        "pro_tips" text[] NOT NULL DEFAULT '{}',
        "points" integer,
        "resolved_points" integer NOT NULL,
        "source" text NOT NULL,
        "catalogue_version" text,
        "edited_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "tricks_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "tricks_stance_check" CHECK ("stance" IN ('regular', 'fakie', 'switch', 'nollie')),
        CONSTRAINT "tricks_points_check" CHECK ("points" BETWEEN 1 AND 100),
        CONSTRAINT "tricks_resolved_points_check" CHECK ("resolved_points" > 0),
        CONSTRAINT "tricks_source_check" CHECK ("source" IN ('catalogue', 'admin'))
      )`);
    // Numbers of the tricks admins add; a sequence never hands out the same one twice, whatever the replica.
    await queryRunner.query(`CREATE SEQUENCE ${qualifiedTable(queryRunner, 'custom_trick_number_seq')}`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'catalogue_versions')} (
        "version" text NOT NULL,
        "entry_count" integer NOT NULL,
        "applied_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "catalogue_versions_pkey" PRIMARY KEY ("version")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'catalogue_versions')}`);
    await queryRunner.query(`DROP SEQUENCE ${qualifiedTable(queryRunner, 'custom_trick_number_seq')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'tricks')}`);
  }
}
