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
];

/**
 * Notifications of uploads that could not be processed, and which post carries each upload. The type
 * check is restated with its own list, as before.
 */
export class AddMediaNotifications1764500000000 implements MigrationInterface {
  name = 'AddMediaNotifications1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.allow(queryRunner, [...BEFORE, 'media']);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'media_posts')} (
        "media_id" uuid NOT NULL,
        "post_id" uuid NOT NULL,
        CONSTRAINT "media_posts_pkey" PRIMARY KEY ("media_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'media_posts')}`);
    const notifications = qualifiedTable(queryRunner, 'notifications');
    await queryRunner.query(`DELETE FROM ${notifications} WHERE "type" = 'media'`);
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
