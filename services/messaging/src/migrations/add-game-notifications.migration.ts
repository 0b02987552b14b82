import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE = ['follow', 'follow_request', 'message', 'reply', 'verification', 'sponsorship', 'moderation'];

/** Notifications of games of S.K.A.T.E. The type check is restated with its own list, as before. */
export class AddGameNotifications1764200000000 implements MigrationInterface {
  name = 'AddGameNotifications1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.allow(queryRunner, [...BEFORE, 'game']);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const notifications = qualifiedTable(queryRunner, 'notifications');
    await queryRunner.query(`DELETE FROM ${notifications} WHERE "type" = 'game'`);
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
