import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '../database/qualified-table';
import { THROTTLES_TABLE } from './action-throttle';

/**
 * The per-account action counters of `rate-limiter-flexible`'s PostgreSQL store, in every service's own
 * schema. Its statements insert by position, so the columns keep the library's order.
 */
export class CreateThrottles1764030000000 implements MigrationInterface {
  name = 'CreateThrottles1764030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const throttles = qualifiedTable(queryRunner, THROTTLES_TABLE);
    await queryRunner.query(`
      CREATE TABLE ${throttles} (
        "key" text NOT NULL,
        "points" integer NOT NULL DEFAULT 0,
        "expire" bigint,
        CONSTRAINT "throttles_pkey" PRIMARY KEY ("key")
      )`);
    // The library deletes expired counters every few minutes.
    await queryRunner.query(`CREATE INDEX "throttles_expire_idx" ON ${throttles} ("expire")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, THROTTLES_TABLE)}`);
  }
}
