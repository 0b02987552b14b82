import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdentifier, schemaOf } from './postgres-identifiers';

/**
 * The outbox, inbox and dead-letter tables, in the schema of the DataSource that runs it. Every service
 * lists it first among its migrations.
 */
export class CreateMessagingTables1763700000000 implements MigrationInterface {
  name = 'CreateMessagingTables1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quoteIdentifier(schemaOf(queryRunner.dataSource));
    await queryRunner.query(`
      CREATE TABLE ${schema}."outbox" (
        "id" uuid NOT NULL,
        "sequence" bigserial NOT NULL,
        "subject" text NOT NULL,
        "envelope" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz,
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
      )`);
    // Only unpublished rows are indexed: the relay's queue and the health backlog stay cheap to read.
    await queryRunner.query(
      `CREATE INDEX "outbox_unpublished_idx" ON ${schema}."outbox" ("sequence") WHERE "published_at" IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE ${schema}."inbox" (
        "consumer" text NOT NULL,
        "event_id" uuid NOT NULL,
        "subject" text NOT NULL,
        "processed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "inbox_pkey" PRIMARY KEY ("consumer", "event_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}."dead_letters" (
        "id" uuid NOT NULL,
        "consumer" text NOT NULL,
        "subject" text NOT NULL,
        "event_id" uuid,
        "envelope" jsonb NOT NULL,
        "error" text NOT NULL,
        "deliveries" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "dead_letters_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "dead_letters_consumer_created_at_idx" ON ${schema}."dead_letters" ("consumer", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quoteIdentifier(schemaOf(queryRunner.dataSource));
    await queryRunner.query(`DROP TABLE ${schema}."dead_letters"`);
    await queryRunner.query(`DROP TABLE ${schema}."inbox"`);
    await queryRunner.query(`DROP TABLE ${schema}."outbox"`);
  }
}
