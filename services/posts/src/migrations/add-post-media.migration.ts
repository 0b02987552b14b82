import { createMediaCopyTable, dropMediaCopyTable, qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded photos and clips on posts: the copy of the media items, and the one item a post carries. */
export class AddPostMedia1764400000000 implements MigrationInterface {
  name = 'AddPostMedia1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createMediaCopyTable(queryRunner);
    const posts = qualifiedTable(queryRunner, 'posts');
    await queryRunner.query(`ALTER TABLE ${posts} ADD COLUMN "media_id" uuid`);
    // One item belongs to at most one post; the index also finds the post carrying an item.
    await queryRunner.query(`ALTER TABLE ${posts} ADD CONSTRAINT "posts_media_id_key" UNIQUE ("media_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const posts = qualifiedTable(queryRunner, 'posts');
    await queryRunner.query(`ALTER TABLE ${posts} DROP CONSTRAINT "posts_media_id_key"`);
    await queryRunner.query(`ALTER TABLE ${posts} DROP COLUMN "media_id"`);
    await dropMediaCopyTable(queryRunner);
  }
}
