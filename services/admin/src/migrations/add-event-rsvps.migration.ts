import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * RSVPs to the park's events and the reminders sent for them, with the facts the access policy needs to
 * list who is coming: the accounts' names, pictures and states, blocks, approved follows and Public Profile.
 * Accounts already kept get their new columns filled by their next profile event.
 */
export class AddEventRsvps1765100000000 implements MigrationInterface {
  name = 'AddEventRsvps1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const events = qualifiedTable(queryRunner, 'calendar_events');
    await queryRunner.query(`
      ALTER TABLE ${qualifiedTable(queryRunner, 'people')}
        ADD "display_name" text,
        ADD "profile_picture" text,
        ADD "is_brand" boolean NOT NULL DEFAULT false,
        ADD "is_active" boolean NOT NULL DEFAULT true,
        ADD "suspended_until" timestamptz`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'blocks')} (
        "blocker_id" uuid NOT NULL,
        "blocked_id" uuid NOT NULL,
        "is_blocking" boolean NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'follows')} (
        "follower_id" uuid NOT NULL,
        "following_id" uuid NOT NULL,
        "is_following" boolean NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id", "following_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'preferences')} (
        "user_id" uuid NOT NULL,
        "public_profile" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "preferences_pkey" PRIMARY KEY ("user_id")
      )`);
    const rsvps = qualifiedTable(queryRunner, 'event_rsvps');
    await queryRunner.query(`
      CREATE TABLE ${rsvps} (
        "event_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "status" varchar(10) NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "event_rsvps_pkey" PRIMARY KEY ("event_id", "user_id"),
        CONSTRAINT "event_rsvps_status_check" CHECK ("status" IN ('going', 'maybe')),
        CONSTRAINT "event_rsvps_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES ${events} ("id")
          ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "event_rsvps_user_idx" ON ${rsvps} ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'event_reminders')} (
        "event_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "sent_at" timestamptz NOT NULL,
        CONSTRAINT "event_reminders_pkey" PRIMARY KEY ("event_id", "user_id"),
        CONSTRAINT "event_reminders_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES ${events} ("id")
          ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['event_reminders', 'event_rsvps', 'preferences', 'follows', 'blocks']) {
      await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, table)}`);
    }
    await queryRunner.query(`
      ALTER TABLE ${qualifiedTable(queryRunner, 'people')}
        DROP "display_name", DROP "profile_picture", DROP "is_brand", DROP "is_active", DROP "suspended_until"`);
  }
}
