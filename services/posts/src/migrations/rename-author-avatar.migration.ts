import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** An author's picture takes the name every other copy of the account gives it: `profile_picture`. */
export class RenameAuthorAvatar1763730000006 implements MigrationInterface {
  name = 'RenameAuthorAvatar1763730000006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'authors')} RENAME COLUMN "avatar_url" TO "profile_picture"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'authors')} RENAME COLUMN "profile_picture" TO "avatar_url"`,
    );
  }
}
