import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '../database/qualified-table';
import { ACTION_THROTTLES_TABLE } from './action-throttle';

/**
 * The sliding-window log of `SlidingWindowLimiter`, in every service's own schema: per key, the times of
 * the actions let through in the last window. A new table rather than a changed `throttles`, so replicas
 * still counting fixed windows keep working while a deployment rolls; `throttles` is unused from here on.
 */
export class SlideThrottleWindows1764050000000 implements MigrationInterface {
  name = 'SlideThrottleWindows1764050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const table = qualifiedTable(queryRunner, ACTION_THROTTLES_TABLE);
    await queryRunner.query(`
      CREATE TABLE ${table} (
        "key" text NOT NULL,
        "hits" bigint[] NOT NULL,
        "last_allowed" boolean NOT NULL,
        "expires_at" bigint NOT NULL,
        CONSTRAINT "action_throttles_pkey" PRIMARY KEY ("key")
      )`);
    // Idle keys are swept by their expiry.
    await queryRunner.query(`CREATE INDEX "action_throttles_expires_at_idx" ON ${table} ("expires_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, ACTION_THROTTLES_TABLE)}`);
  }
}
