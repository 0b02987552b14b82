import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Requests to follow a private profile, until the owner approves (the row becomes a follow) or declines
 * (the row goes). The key makes a second request a no-op; the index lists the owner's requests newest first.
 */
export class CreateFollowRequests1764000000001 implements MigrationInterface {
  name = 'CreateFollowRequests1764000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const requests = qualifiedTable(queryRunner, 'follow_requests');
    const users = qualifiedTable(queryRunner, 'users');
    await queryRunner.query(`
      CREATE TABLE ${requests} (
        "requester_id" uuid NOT NULL,
        "target_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "follow_requests_pkey" PRIMARY KEY ("requester_id", "target_id"),
        CONSTRAINT "follow_requests_not_self" CHECK ("requester_id" <> "target_id"),
        CONSTRAINT "follow_requests_requester_id_fkey" FOREIGN KEY ("requester_id") REFERENCES ${users} ("id") ON DELETE CASCADE,
        CONSTRAINT "follow_requests_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES ${users} ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "follow_requests_target_id_created_idx" ON ${requests} ("target_id", "created_at" DESC, "requester_id" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'follow_requests')}`);
  }
}
