import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * Each reader's following feed kept as rows (fan-out on write): a page of it is one walk of the reader's
 * range of the primary key, instead of a probe of every followed author's newest posts. Filled from the
 * follows and top-level posts there are; new posts find their author's followers through the follows index.
 */
export class CreateTimeline1763730000007 implements MigrationInterface {
  name = 'CreateTimeline1763730000007';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timeline = qualifiedTable(queryRunner, 'timeline');
    const posts = qualifiedTable(queryRunner, 'posts');
    const follows = qualifiedTable(queryRunner, 'follows');
    // The feed walks the primary key backwards from the cursor: newest first.
    await queryRunner.query(`
      CREATE TABLE ${timeline} (
        "reader_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL,
        "post_id" uuid NOT NULL,
        "author_id" uuid NOT NULL,
        CONSTRAINT "timeline_pkey" PRIMARY KEY ("reader_id", "created_at", "post_id"),
        CONSTRAINT "timeline_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES ${posts} ("id") ON DELETE CASCADE
      )`);
    // An unfollow deletes the author's rows from the reader's timeline; a deleted post cascades to its rows.
    await queryRunner.query(
      `CREATE INDEX "timeline_reader_author_idx" ON ${timeline} ("reader_id", "author_id")`,
    );
    await queryRunner.query(`CREATE INDEX "timeline_post_idx" ON ${timeline} ("post_id")`);
    await queryRunner.query(
      `CREATE INDEX "follows_following_idx" ON ${follows} ("following_id", "follower_id")`,
    );
    await queryRunner.query(`
      INSERT INTO ${timeline} (reader_id, created_at, post_id, author_id)
      SELECT f.follower_id, p.created_at, p.id, p.user_id
        FROM ${follows} f JOIN ${posts} p ON p.user_id = f.following_id AND p.parent_post_id IS NULL
       WHERE f.is_following`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'follows_following_idx')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'timeline')}`);
  }
}
