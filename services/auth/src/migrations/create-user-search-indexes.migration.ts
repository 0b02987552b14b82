import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * User search (rpc.auth.search-users) reads only active accounts, so every index is partial on that:
 * btree `text_pattern_ops` indexes answer the prefix tiers (`LIKE 'q%'`, whatever the collation) in
 * name order, and pg_trgm GIN indexes answer the fuzzy tier (`%` similarity) on usernames and display
 * names. pg_trgm is a contrib extension: the migration says so plainly when the server lacks it.
 */
export class CreateUserSearchIndexes1763720000003 implements MigrationInterface {
  name = 'CreateUserSearchIndexes1763720000003';

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
    const users = qualifiedTable(queryRunner, 'users');
    await queryRunner.query(
      `CREATE INDEX "users_username_prefix_idx" ON ${users} ("username" text_pattern_ops) WHERE "deactivated_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_display_name_prefix_idx" ON ${users} (lower("display_name") text_pattern_ops) WHERE "deactivated_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_username_trgm_idx" ON ${users} USING gin ("username" gin_trgm_ops) WHERE "deactivated_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_display_name_trgm_idx" ON ${users} USING gin ("display_name" gin_trgm_ops) WHERE "deactivated_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'users_display_name_trgm_idx',
      'users_username_trgm_idx',
      'users_display_name_prefix_idx',
      'users_username_prefix_idx',
    ]) {
      await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, index)}`);
    }
  }
}
