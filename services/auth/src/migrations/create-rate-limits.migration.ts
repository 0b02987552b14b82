import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * The attempt counters of `rate-limiter-flexible`'s PostgreSQL store, created here rather than by the
 * library at run time. Its statements insert by position, so the columns keep the library's order.
 */
export class CreateRateLimits1763710000002 implements MigrationInterface {
  name = 'CreateRateLimits1763710000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rateLimits = qualifiedTable(queryRunner, 'rate_limits');
    await queryRunner.query(`
      CREATE TABLE ${rateLimits} (
        "key" text NOT NULL,
        "points" integer NOT NULL DEFAULT 0,
        "expire" bigint,
        CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
      )`);
    // The library deletes expired counters every few minutes.
    await queryRunner.query(`CREATE INDEX "rate_limits_expire_idx" ON ${rateLimits} ("expire")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'rate_limits')}`);
  }
}
