import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE = [
  'follow',
  'follow_request',
  'message',
  'reply',
  'verification',
  'sponsorship',
  'moderation',
  'game',
  'media',
  'event',
];

/**
 * Notifications of a skater's `@username` in someone's post or reply, and the Mentions switch that turns
 * them off (on for everyone until they change it). The type check is restated with its own list, as before,
 * which also takes in the calendar's event reminders.
 */
export class AddMentions1765100000000 implements MigrationInterface {
  name = 'AddMentions1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.allow(queryRunner, [...BEFORE, 'mention']);
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'preferences')} ADD COLUMN "notify_mentions" boolean NOT NULL DEFAULT true`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'preferences')} DROP COLUMN "notify_mentions"`,
    );
    const notifications = qualifiedTable(queryRunner, 'notifications');
    await queryRunner.query(`DELETE FROM ${notifications} WHERE "type" = 'mention'`);
    await this.allow(queryRunner, BEFORE);
  }

  private async allow(queryRunner: QueryRunner, types: string[]): Promise<void> {
    const notifications = qualifiedTable(queryRunner, 'notifications');
    const list = types.map((type) => `'${type}'`).join(', ');
    await queryRunner.query(`ALTER TABLE ${notifications} DROP CONSTRAINT "notifications_type"`);
    await queryRunner.query(
      `ALTER TABLE ${notifications} ADD CONSTRAINT "notifications_type" CHECK ("type" IN (${list}))`,
    );
  }
}
