import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * Posts and replies, and the side table of their tagged tricks. Every feed reads the first page of one
 * partial index in its sort order (keyset pagination), so a page costs the same at 1,000,000 posts as at 100.
 */
export class CreatePosts1763730000000 implements MigrationInterface {
  name = 'CreatePosts1763730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const posts = qualifiedTable(queryRunner, 'posts');
    const postTags = qualifiedTable(queryRunner, 'post_tags');
    await queryRunner.query(`
      CREATE TABLE ${posts} (
        "id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "content" text NOT NULL,
        "image_url" text,
        "video_url" text,
        "post_type" text NOT NULL,
        "parent_post_id" uuid,
        "tagged_tricks" text[] NOT NULL DEFAULT '{}',
        "verification_status" text,
        "is_verified" boolean NOT NULL DEFAULT false,
        "like_count" integer NOT NULL DEFAULT 0,
        "dislike_count" integer NOT NULL DEFAULT 0,
        "reaction_score" integer NOT NULL DEFAULT 0,
        "reply_count" integer NOT NULL DEFAULT 0,
        "popularity_rank" double precision NOT NULL,
        -- Milliseconds, like the JavaScript dates that carry it in cursors and events.
        "created_at" timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        CONSTRAINT "posts_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "posts_parent_post_id_fkey" FOREIGN KEY ("parent_post_id")
          REFERENCES ${posts} ("id") ON DELETE CASCADE,
        CONSTRAINT "posts_post_type_check"
          CHECK ("post_type" IN ('text', 'image', 'video', 'trick_video', 'reply')),
        CONSTRAINT "posts_reply_has_parent_check"
          CHECK (("post_type" = 'reply') = ("parent_post_id" IS NOT NULL)),
        CONSTRAINT "posts_verification_status_check" CHECK (
          ("post_type" = 'trick_video' AND "verification_status" IN ('pending', 'approved', 'rejected'))
          OR ("post_type" <> 'trick_video' AND "verification_status" IS NULL)
        )
      )`);
    // Latest feed: top-level posts, newest first.
    await queryRunner.query(
      `CREATE INDEX "posts_top_level_created_idx" ON ${posts} ("created_at" DESC, "id" DESC)
        WHERE "parent_post_id" IS NULL`,
    );
    // Popular feed: the stored rank, newest first on ties.
    await queryRunner.query(
      `CREATE INDEX "posts_top_level_rank_idx" ON ${posts} ("popularity_rank" DESC, "created_at" DESC, "id" DESC)
        WHERE "parent_post_id" IS NULL`,
    );
    // User feed, and the following feed's newest posts per followed user.
    await queryRunner.query(
      `CREATE INDEX "posts_user_created_idx" ON ${posts} ("user_id", "created_at" DESC, "id" DESC)
        WHERE "parent_post_id" IS NULL`,
    );
    // Verifications tab.
    await queryRunner.query(
      `CREATE INDEX "posts_trick_video_created_idx" ON ${posts} ("created_at" DESC, "id" DESC)
        WHERE "post_type" = 'trick_video'`,
    );
    // Replies of a post, oldest first; also serves the cascade of a deleted parent and reply counting.
    await queryRunner.query(
      `CREATE INDEX "posts_replies_idx" ON ${posts} ("parent_post_id", "created_at", "id")
        WHERE "parent_post_id" IS NOT NULL`,
    );

    // A GIN index on tagged_tricks finds a trick's posts but cannot return them newest first: a trick with
    // many posts would be sorted whole for every page. This side table is read in feed order instead.
    await queryRunner.query(`
      CREATE TABLE ${postTags} (
        "post_id" uuid NOT NULL,
        "trick_id" text NOT NULL,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "post_tags_pkey" PRIMARY KEY ("post_id", "trick_id"),
        CONSTRAINT "post_tags_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES ${posts} ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "post_tags_trick_created_idx" ON ${postTags} ("trick_id", "created_at" DESC, "post_id" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'post_tags')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'posts')}`);
  }
}
