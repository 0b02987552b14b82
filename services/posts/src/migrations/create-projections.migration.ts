import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * What the posts service keeps of other services' data, from their events: authors (auth), trick names
 * (tricks), follows (auth) and verification tallies (verification).
 */
export class CreateProjections1763730000002 implements MigrationInterface {
  name = 'CreateProjections1763730000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'authors')} (
        "user_id" uuid NOT NULL,
        "username" text NOT NULL,
        "display_name" text,
        "avatar_url" text,
        "pro_status" boolean NOT NULL DEFAULT false,
        "amateur_status" boolean NOT NULL DEFAULT false,
        "flow_status" boolean NOT NULL DEFAULT false,
        "is_brand" boolean NOT NULL DEFAULT false,
        "is_admin" boolean NOT NULL DEFAULT false,
        "is_trusted" boolean NOT NULL DEFAULT false,
        "is_active" boolean NOT NULL DEFAULT true,
        "email" text,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "authors_pkey" PRIMARY KEY ("user_id")
      )`);
    // Feeds skip deactivated authors' posts: a lookup in this small index per post, or one hash of it.
    await queryRunner.query(
      `CREATE INDEX "authors_inactive_idx" ON ${qualifiedTable(queryRunner, 'authors')} ("user_id")
        WHERE NOT "is_active"`,
    );
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'tricks')} (
        "id" text NOT NULL,
        "name" text NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "tricks_pkey" PRIMARY KEY ("id")
      )`);
    // An unfollow is kept as a row that no longer follows, with the time of the change, so that a follow
    // delivered after a later unfollow cannot bring it back.
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'follows')} (
        "follower_id" uuid NOT NULL,
        "following_id" uuid NOT NULL,
        "is_following" boolean NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id", "following_id")
      )`);
    // A removed verification stays as a tombstone with its revision, so an older copy arriving late cannot
    // bring it back; feeds skip tombstones.
    const verifications = qualifiedTable(queryRunner, 'post_verifications');
    await queryRunner.query(`
      CREATE TABLE ${verifications} (
        "verification_id" uuid NOT NULL,
        "post_id" uuid NOT NULL,
        "trick_id" text NOT NULL,
        "votes_for" integer NOT NULL,
        "votes_against" integer NOT NULL,
        "is_verified" boolean NOT NULL,
        "removed" boolean NOT NULL,
        "revision" integer NOT NULL,
        CONSTRAINT "post_verifications_pkey" PRIMARY KEY ("verification_id"),
        CONSTRAINT "post_verifications_post_id_fkey" FOREIGN KEY ("post_id")
          REFERENCES ${qualifiedTable(queryRunner, 'posts')} ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "post_verifications_post_idx" ON ${verifications} ("post_id") WHERE NOT "removed"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['post_verifications', 'follows', 'tricks', 'authors']) {
      await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, table)}`);
    }
  }
}
