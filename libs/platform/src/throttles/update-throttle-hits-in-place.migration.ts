import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '../database/qualified-table';
import { ACTION_THROTTLES_TABLE } from './action-throttle';

const EXPIRY_INDEX = 'action_throttles_expires_at_idx';

/**
 * Every throttled write (a like, a message, a vote) updates its key's row, and the index on `expires_at`
 * made each of those updates write new entries into both of the table's indexes. Without it, and with room
 * left on each page, a hit is a heap-only update. The sweep that read the index deletes idle keys every ten
 * minutes from a table of one row per recently active account and action: a scan of it costs less than the
 * index did on every hit.
 */
export class UpdateThrottleHitsInPlace1764070000000 implements MigrationInterface {
  name = 'UpdateThrottleHitsInPlace1764070000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const index = qualifiedTable(queryRunner, EXPIRY_INDEX);
    await queryRunner.query(`DROP INDEX IF EXISTS ${index}`);
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, ACTION_THROTTLES_TABLE)} SET (fillfactor = 50)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const table = qualifiedTable(queryRunner, ACTION_THROTTLES_TABLE);
    await queryRunner.query(`ALTER TABLE ${table} RESET (fillfactor)`);
    await queryRunner.query(`CREATE INDEX "${EXPIRY_INDEX}" ON ${table} ("expires_at")`);
  }
}
