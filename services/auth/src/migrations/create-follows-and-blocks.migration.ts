import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * Who follows whom and who blocked whom. The primary keys answer "does A follow / block B" and make a
 * second follow or block a no-op; the second index of each table serves the other direction, ordered as the
 * keyset-paginated lists read it (newest first, the other user's id breaking ties).
 */
export class CreateFollowsAndBlocks1763720000000 implements MigrationInterface {
  name = 'CreateFollowsAndBlocks1763720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const follows = qualifiedTable(queryRunner, 'follows');
    const blocks = qualifiedTable(queryRunner, 'blocks');
    const users = qualifiedTable(queryRunner, 'users');
    await queryRunner.query(`
      CREATE TABLE ${follows} (
        "follower_id" uuid NOT NULL,
        "following_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id", "following_id"),
        CONSTRAINT "follows_not_self" CHECK ("follower_id" <> "following_id"),
        CONSTRAINT "follows_follower_id_fkey" FOREIGN KEY ("follower_id") REFERENCES ${users} ("id") ON DELETE CASCADE,
        CONSTRAINT "follows_following_id_fkey" FOREIGN KEY ("following_id") REFERENCES ${users} ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "follows_following_id_created_idx" ON ${follows} ("following_id", "created_at" DESC, "follower_id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "follows_follower_id_created_idx" ON ${follows} ("follower_id", "created_at" DESC, "following_id" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE ${blocks} (
        "blocker_id" uuid NOT NULL,
        "blocked_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id"),
        CONSTRAINT "blocks_not_self" CHECK ("blocker_id" <> "blocked_id"),
        CONSTRAINT "blocks_blocker_id_fkey" FOREIGN KEY ("blocker_id") REFERENCES ${users} ("id") ON DELETE CASCADE,
        CONSTRAINT "blocks_blocked_id_fkey" FOREIGN KEY ("blocked_id") REFERENCES ${users} ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "blocks_blocked_id_idx" ON ${blocks} ("blocked_id", "blocker_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'blocks')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'follows')}`);
  }
}
