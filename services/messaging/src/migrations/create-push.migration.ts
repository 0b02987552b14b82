import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web push: each device's subscription, the pushes sent (so none is sent twice), and the push switches
 * beside the notification switches in the copy of the preferences (on until the skater says otherwise).
 */
export class CreatePush1765000000000 implements MigrationInterface {
  name = 'CreatePush1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const subscriptions = qualifiedTable(queryRunner, 'push_subscriptions');
    await queryRunner.query(`
      CREATE TABLE ${subscriptions} (
        "id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "session_id" uuid NOT NULL,
        "endpoint" text NOT NULL,
        "p256dh" text NOT NULL,
        "auth" text NOT NULL,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "push_subscriptions_endpoint_key" UNIQUE ("endpoint")
      )`);
    await queryRunner.query(`CREATE INDEX "push_subscriptions_user_idx" ON ${subscriptions} ("user_id")`);
    await queryRunner.query(
      `CREATE INDEX "push_subscriptions_session_idx" ON ${subscriptions} ("session_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'push_deliveries')} (
        "source_id" uuid NOT NULL,
        "subscription_id" uuid NOT NULL,
        "sent_at" timestamptz NOT NULL,
        CONSTRAINT "push_deliveries_pkey" PRIMARY KEY ("source_id", "subscription_id")
      )`);
    const preferences = qualifiedTable(queryRunner, 'preferences');
    for (const column of ['push_games', 'push_messages', 'push_replies', 'push_verifications']) {
      await queryRunner.query(`ALTER TABLE ${preferences} ADD "${column}" boolean NOT NULL DEFAULT true`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const preferences = qualifiedTable(queryRunner, 'preferences');
    for (const column of ['push_games', 'push_messages', 'push_replies', 'push_verifications']) {
      await queryRunner.query(`ALTER TABLE ${preferences} DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'push_deliveries')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'push_subscriptions')}`);
  }
}
