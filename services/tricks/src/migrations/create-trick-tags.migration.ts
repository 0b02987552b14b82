import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** Which posts tag which tricks, kept from `events.posts.post-*`, for the trending list. */
export class CreateTrickTags1763720000004 implements MigrationInterface {
  name = 'CreateTrickTags1763720000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    const trickTags = qualifiedTable(queryRunner, 'trick_tags');
    await queryRunner.query(`
      CREATE TABLE ${trickTags} (
        "post_id" uuid NOT NULL,
        "trick_id" text NOT NULL,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "trick_tags_pkey" PRIMARY KEY ("post_id", "trick_id"),
        CONSTRAINT "trick_tags_trick_id_fkey" FOREIGN KEY ("trick_id") REFERENCES ${qualifiedTable(queryRunner, 'tricks')} ("id")
      )`);
    // Trending counts the tags of the last days: a range scan that never visits the table.
    await queryRunner.query(
      `CREATE INDEX "trick_tags_created_at_idx" ON ${trickTags} ("created_at") INCLUDE ("trick_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'trick_tags')}`);
  }
}
