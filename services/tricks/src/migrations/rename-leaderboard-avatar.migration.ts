import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** A ranked skater's picture takes the name every other copy of the account gives it: `profile_picture`. */
export class RenameLeaderboardAvatar1763720000008 implements MigrationInterface {
  name = 'RenameLeaderboardAvatar1763720000008';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'leaderboard_users')} RENAME COLUMN "avatar_url" TO "profile_picture"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'leaderboard_users')} RENAME COLUMN "profile_picture" TO "avatar_url"`,
    );
  }
}
