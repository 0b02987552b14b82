import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * A skater's own top-level posts join their following feed, as new posts now do when they are made: each
 * existing post gets a row in its author's timeline.
 */
export class AddOwnPostsToTimelines1764500000000 implements MigrationInterface {
  name = 'AddOwnPostsToTimelines1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timeline = qualifiedTable(queryRunner, 'timeline');
    const posts = qualifiedTable(queryRunner, 'posts');
    await queryRunner.query(`
      INSERT INTO ${timeline} (reader_id, created_at, post_id, author_id)
      SELECT p.user_id, p.created_at, p.id, p.user_id FROM ${posts} p WHERE p.parent_post_id IS NULL
      ON CONFLICT DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM ${qualifiedTable(queryRunner, 'timeline')} WHERE reader_id = author_id`,
    );
  }
}
