import { createMediaCopyTable, dropMediaCopyTable, qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded clips in games: the copy of the media items, and the item a trick video carries. */
export class AddClipMedia1764500000000 implements MigrationInterface {
  name = 'AddClipMedia1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createMediaCopyTable(queryRunner);
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'trick_videos')} ADD COLUMN "media_id" uuid`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'trick_videos')} DROP COLUMN "media_id"`,
    );
    await dropMediaCopyTable(queryRunner);
  }
}
