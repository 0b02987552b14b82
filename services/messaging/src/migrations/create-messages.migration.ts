import { MESSAGE_MAX } from '@boonies/contracts/messaging';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * Direct messages. Each list reads one index in its own order, newest first with the id as tie-breaker:
 * a conversation by its unordered pair of participants, the received and sent boxes by their owner.
 * The partial index counts unread messages without touching read ones.
 */
export class CreateMessages1763760000000 implements MigrationInterface {
  name = 'CreateMessages1763760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const messages = qualifiedTable(queryRunner, 'messages');
    await queryRunner.query(`
      CREATE TABLE ${messages} (
        "id" uuid NOT NULL,
        "sender_id" uuid NOT NULL,
        "recipient_id" uuid NOT NULL,
        "content" text NOT NULL,
        "created_at" timestamptz NOT NULL,
        "read_at" timestamptz,
        CONSTRAINT "messages_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "messages_not_to_self" CHECK ("sender_id" <> "recipient_id"),
        CONSTRAINT "messages_content_length" CHECK (char_length("content") BETWEEN 1 AND ${MESSAGE_MAX})
      )`);
    await queryRunner.query(`
      CREATE INDEX "messages_conversation_idx" ON ${messages}
        (least("sender_id", "recipient_id"), greatest("sender_id", "recipient_id"), "created_at" DESC, "id" DESC)`);
    await queryRunner.query(
      `CREATE INDEX "messages_received_idx" ON ${messages} ("recipient_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "messages_sent_idx" ON ${messages} ("sender_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "messages_unread_idx" ON ${messages} ("recipient_id") WHERE "read_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'messages')}`);
  }
}
