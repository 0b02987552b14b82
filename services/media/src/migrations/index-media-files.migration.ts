import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Renditions are content-addressed, so two items may share a stored file: before a file is deleted, the
 * service asks whether another item still names it (`files @> …`), which this index answers.
 */
export class IndexMediaFiles1765000000001 implements MigrationInterface {
  name = 'IndexMediaFiles1765000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "media_files_idx" ON ${qualifiedTable(queryRunner, 'media')} USING gin ("files" jsonb_path_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'media_files_idx')}`);
  }
}
