import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** The skaters a new post mentions are found by username in the accounts' copy. */
export class AddAuthorUsernameIndex1765100000000 implements MigrationInterface {
  name = 'AddAuthorUsernameIndex1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "authors_username_idx" ON ${qualifiedTable(queryRunner, 'authors')} ("username")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'authors_username_idx')}`);
  }
}
