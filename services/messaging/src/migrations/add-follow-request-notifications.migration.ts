import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications of follow requests. The type check is restated with its own list, not the live constant,
 * so this migration means the same whenever it runs.
 */
export class AddFollowRequestNotifications1764000000000 implements MigrationInterface {
  name = 'AddFollowRequestNotifications1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.allow(queryRunner, [
      'follow',
      'follow_request',
      'message',
      'reply',
      'verification',
      'sponsorship',
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const notifications = qualifiedTable(queryRunner, 'notifications');
    await queryRunner.query(`DELETE FROM ${notifications} WHERE "type" = 'follow_request'`);
    await this.allow(queryRunner, ['follow', 'message', 'reply', 'verification', 'sponsorship']);
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
