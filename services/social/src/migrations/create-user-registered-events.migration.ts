import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per `auth.user-registered` event received, keyed by the event's id. */
export class CreateUserRegisteredEvents1796661051117 implements MigrationInterface {
  name = 'CreateUserRegisteredEvents1796661051117';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'user_registered_events')} (
        "event_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "occurred_at" timestamptz NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "user_registered_events_pkey" PRIMARY KEY ("event_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'user_registered_events')}`);
  }
}
