import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * A moderator's marks: an author's suspension (its end, from the auth user events; it lapses by the clock)
 * and a hidden post (from `events.admin.content-moderated`, with the time of the decision it shows, so a
 * late older decision cannot undo a newer one).
 */
export class AddModerationMarks1763730000004 implements MigrationInterface {
  name = 'AddModerationMarks1763730000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    const authors = qualifiedTable(queryRunner, 'authors');
    const posts = qualifiedTable(queryRunner, 'posts');
    await queryRunner.query(`ALTER TABLE ${authors} ADD COLUMN "suspended_until" timestamptz`);
    // Feeds skip deactivated and suspended authors' posts: a lookup in this small index per post. A lapsed
    // suspension stays in it until the next user event clears it, which the feeds' test of the time allows.
    await queryRunner.query(
      `CREATE INDEX "authors_unavailable_idx" ON ${authors} ("user_id")
        WHERE NOT "is_active" OR "suspended_until" IS NOT NULL`,
    );
    await queryRunner.query(`DROP INDEX ${qualifiedIndex(queryRunner, 'authors_inactive_idx')}`);
    await queryRunner.query(
      `ALTER TABLE ${posts} ADD COLUMN "hidden_at" timestamptz, ADD COLUMN "moderated_at" timestamptz`,
    );
    // The following feed reads each followed author's newest posts from this index alone: it now carries
    // the moderation mark too, so hidden posts are skipped without visiting the table.
    await queryRunner.query(`DROP INDEX ${qualifiedIndex(queryRunner, 'posts_user_created_idx')}`);
    await queryRunner.query(
      `CREATE INDEX "posts_user_created_idx" ON ${posts} ("user_id", "created_at" DESC, "id" DESC)
        INCLUDE ("hidden_at") WHERE "parent_post_id" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const authors = qualifiedTable(queryRunner, 'authors');
    const posts = qualifiedTable(queryRunner, 'posts');
    await queryRunner.query(`DROP INDEX ${qualifiedIndex(queryRunner, 'posts_user_created_idx')}`);
    await queryRunner.query(`ALTER TABLE ${posts} DROP COLUMN "moderated_at", DROP COLUMN "hidden_at"`);
    await queryRunner.query(
      `CREATE INDEX "posts_user_created_idx" ON ${posts} ("user_id", "created_at" DESC, "id" DESC)
        WHERE "parent_post_id" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "authors_inactive_idx" ON ${authors} ("user_id") WHERE NOT "is_active"`,
    );
    await queryRunner.query(`DROP INDEX ${qualifiedIndex(queryRunner, 'authors_unavailable_idx')}`);
    await queryRunner.query(`ALTER TABLE ${authors} DROP COLUMN "suspended_until"`);
  }
}

/** An index lives in its table's schema. */
function qualifiedIndex(queryRunner: QueryRunner, name: string): string {
  return qualifiedTable(queryRunner, name);
}
