import { WEBHOOK_DELIVERY_STATUSES } from '@boonies/contracts/webhooks';
import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Endpoints and their deliveries (the delivery outbox and log), and the projections the access policy judges
 * a delivery by: accounts, privacy switches and moderators' marks on posts. One delivery per endpoint and
 * event (unique), so an event handled twice is delivered once. Workers find due rows per endpoint through
 * the partial index of pending ones; the log reads newest first; the sweep finds finished rows by age.
 */
export class CreateWebhooks1765000000000 implements MigrationInterface {
  name = 'CreateWebhooks1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const endpoints = qualifiedTable(queryRunner, 'endpoints');
    const deliveries = qualifiedTable(queryRunner, 'deliveries');
    const statuses = WEBHOOK_DELIVERY_STATUSES.map((status) => `'${status}'`).join(', ');
    await queryRunner.query(`
      CREATE TABLE ${endpoints} (
        "id" uuid NOT NULL,
        "url" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "event_types" text[] NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "secret" text NOT NULL,
        "previous_secret" text,
        "previous_secret_expires_at" timestamptz,
        "consecutive_failures" integer NOT NULL DEFAULT 0,
        "backoff_until" timestamptz,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "endpoints_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${deliveries} (
        "id" uuid NOT NULL,
        "endpoint_id" uuid NOT NULL,
        "event_type" text NOT NULL,
        "event_id" uuid NOT NULL,
        "body" text NOT NULL,
        "audience" jsonb NOT NULL,
        "status" text NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "last_response_status" integer,
        "latency_ms" integer,
        "next_attempt_at" timestamptz,
        "leased_until" timestamptz,
        "last_error" text,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "deliveries_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "deliveries_endpoint_event_key" UNIQUE ("endpoint_id", "event_id"),
        CONSTRAINT "deliveries_status" CHECK ("status" IN (${statuses})),
        CONSTRAINT "deliveries_endpoint_fkey" FOREIGN KEY ("endpoint_id") REFERENCES ${endpoints} ("id")
          ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE INDEX "deliveries_due_idx" ON ${deliveries} ("endpoint_id", "next_attempt_at")
        WHERE "status" = 'pending'`);
    await queryRunner.query(
      `CREATE INDEX "deliveries_log_idx" ON ${deliveries} ("endpoint_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "deliveries_finished_idx" ON ${deliveries} ("updated_at") WHERE "status" <> 'pending'`,
    );
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'users')} (
        "user_id" uuid NOT NULL,
        "username" text NOT NULL,
        "is_brand" boolean NOT NULL DEFAULT false,
        "is_active" boolean NOT NULL DEFAULT true,
        "suspended_until" timestamptz,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "users_pkey" PRIMARY KEY ("user_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'privacy_settings')} (
        "user_id" uuid NOT NULL,
        "public_profile" boolean NOT NULL,
        "show_progress" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "privacy_settings_pkey" PRIMARY KEY ("user_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${qualifiedTable(queryRunner, 'hidden_posts')} (
        "post_id" uuid NOT NULL,
        "is_hidden" boolean NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "hidden_posts_pkey" PRIMARY KEY ("post_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['hidden_posts', 'privacy_settings', 'users', 'deliveries', 'endpoints']) {
      await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, table)}`);
    }
  }
}
