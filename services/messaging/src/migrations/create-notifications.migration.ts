import { NOTIFICATION_TYPES } from '@boonies/contracts/messaging';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * Notifications. The unique source id makes "one event, at most one notification" a database fact, not
 * only the inbox's; the list and the unread count each have their index.
 */
export class CreateNotifications1763760000001 implements MigrationInterface {
  name = 'CreateNotifications1763760000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const notifications = qualifiedTable(queryRunner, 'notifications');
    const types = NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', ');
    await queryRunner.query(`
      CREATE TABLE ${notifications} (
        "id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "type" text NOT NULL,
        "message" text NOT NULL,
        "link" text,
        "from_user_id" uuid,
        "source_event_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL,
        "read_at" timestamptz,
        CONSTRAINT "notifications_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "notifications_source_event_key" UNIQUE ("source_event_id"),
        CONSTRAINT "notifications_type" CHECK ("type" IN (${types}))
      )`);
    await queryRunner.query(
      `CREATE INDEX "notifications_user_idx" ON ${notifications} ("user_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "notifications_unread_idx" ON ${notifications} ("user_id") WHERE "read_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'notifications')}`);
  }
}
