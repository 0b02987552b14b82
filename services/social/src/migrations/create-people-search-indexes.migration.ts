import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * User search (`rpc.social.search-users`) reads only active accounts, so every index is partial on that:
 * btree `text_pattern_ops` indexes answer the prefix tiers (`LIKE 'q%'`, whatever the collation) in name
 * order, and pg_trgm GIN indexes answer the fuzzy tier (`%` similarity) on usernames and display names.
 * pg_trgm is a contrib extension: the migration says so plainly when the server lacks it.
 */
export class CreatePeopleSearchIndexes1796661051119 implements MigrationInterface {
  name = 'CreatePeopleSearchIndexes1796661051119';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [available] = await queryRunner.query(
      `SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`,
    );
    if (!available) {
      throw new Error(
        'User search needs the pg_trgm extension (postgresql-contrib) on this PostgreSQL server',
      );
    }
    // Installed once per database, in public (on every schema's search path), whichever service asks first.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    const people = qualifiedTable(queryRunner, 'people');
    await queryRunner.query(
      `CREATE INDEX "people_username_prefix_idx" ON ${people} ("username" text_pattern_ops) WHERE "is_active"`,
    );
    await queryRunner.query(
      `CREATE INDEX "people_display_name_prefix_idx" ON ${people} (lower("display_name") text_pattern_ops) WHERE "is_active"`,
    );
    await queryRunner.query(
      `CREATE INDEX "people_username_trgm_idx" ON ${people} USING gin ("username" gin_trgm_ops) WHERE "is_active"`,
    );
    await queryRunner.query(
      `CREATE INDEX "people_display_name_trgm_idx" ON ${people} USING gin ("display_name" gin_trgm_ops) WHERE "is_active"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'people_display_name_trgm_idx',
      'people_username_trgm_idx',
      'people_display_name_prefix_idx',
      'people_username_prefix_idx',
    ]) {
      await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, index)}`);
    }
  }
}
