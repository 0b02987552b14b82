import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A moderator's hiding of a message (`hidden_at`, with the time of the moderation event it came from so a
 * late, older event changes nothing), and the `moderation` kind of notification (warnings, report outcomes).
 */
export class AddMessageModeration1764040000000 implements MigrationInterface {
  name = 'AddMessageModeration1764040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const messages = qualifiedTable(queryRunner, 'messages');
    const notifications = qualifiedTable(queryRunner, 'notifications');
    await queryRunner.query(`ALTER TABLE ${messages} ADD COLUMN IF NOT EXISTS "hidden_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE ${messages} ADD COLUMN IF NOT EXISTS "moderated_at" timestamptz`);
    // Its own list, not the live constant, so this migration means the same whenever it runs.
    const types = [
      'follow',
      'follow_request',
      'message',
      'reply',
      'verification',
      'sponsorship',
      'moderation',
    ]
      .map((type) => `'${type}'`)
      .join(', ');
    await queryRunner.query(`ALTER TABLE ${notifications} DROP CONSTRAINT IF EXISTS "notifications_type"`);
    await queryRunner.query(
      `ALTER TABLE ${notifications} ADD CONSTRAINT "notifications_type" CHECK ("type" IN (${types}))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const messages = qualifiedTable(queryRunner, 'messages');
    await queryRunner.query(`ALTER TABLE ${messages} DROP COLUMN IF EXISTS "moderated_at"`);
    await queryRunner.query(`ALTER TABLE ${messages} DROP COLUMN IF EXISTS "hidden_at"`);
  }
}
