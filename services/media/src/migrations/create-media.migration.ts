import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Media items. Indexed for what runs often: an owner's last day of uploads (quota and rate), the media of a
 * deleted post, the sweep of expired items, and the re-queue of items stuck in processing.
 */
export class CreateMedia1765000000000 implements MigrationInterface {
  name = 'CreateMedia1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const media = qualifiedTable(queryRunner, 'media');
    await queryRunner.query(`
      CREATE TABLE ${media} (
        "id" uuid NOT NULL,
        "owner_id" uuid NOT NULL,
        "kind" text NOT NULL,
        "status" text NOT NULL,
        "size" bigint NOT NULL,
        "mime_type" text NOT NULL,
        "file_name" text,
        "upload_key" text NOT NULL,
        "files" jsonb,
        "width" integer,
        "height" integer,
        "duration_ms" integer,
        "blurhash" text,
        "failure_reason" text,
        "post_id" uuid,
        "revision" integer NOT NULL,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL,
        "expires_at" timestamptz,
        CONSTRAINT "media_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "media_kind" CHECK ("kind" IN ('image', 'video')),
        CONSTRAINT "media_status" CHECK ("status" IN ('uploading', 'processing', 'ready', 'failed'))
      )`);
    await queryRunner.query(`CREATE INDEX "media_owner_created_idx" ON ${media} ("owner_id", "created_at")`);
    await queryRunner.query(
      `CREATE INDEX "media_post_idx" ON ${media} ("post_id") WHERE "post_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "media_expires_idx" ON ${media} ("expires_at") WHERE "expires_at" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "media_processing_idx" ON ${media} ("updated_at") WHERE "status" = 'processing'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'media')}`);
  }
}
