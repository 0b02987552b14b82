import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rows `conversations` holds for the messages `messages` holds: per person and counterpart, the newest
 * message between the two. Run on an empty table (the migration's backfill, the benchmarks' bulk load).
 */
export function fillConversationsSql(conversations: string, messages: string): string {
  return `
    INSERT INTO ${conversations} (owner_id, counterpart_id, last_message_id, last_at)
    SELECT DISTINCT ON (owner_id, counterpart_id) owner_id, counterpart_id, id, created_at
      FROM (SELECT sender_id AS owner_id, recipient_id AS counterpart_id, id, created_at FROM ${messages}
            UNION ALL
            SELECT recipient_id, sender_id, id, created_at FROM ${messages}) AS sides
     ORDER BY owner_id, counterpart_id, created_at DESC, id DESC`;
}

/**
 * Messages as conversations: the conversation list's table (filled from the messages already sent), an
 * index counting one counterpart's unread messages, and the Read receipts switch (on unless turned off).
 */
export class AddConversations1765000000000 implements MigrationInterface {
  name = 'AddConversations1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const conversations = qualifiedTable(queryRunner, 'conversations');
    const messages = qualifiedTable(queryRunner, 'messages');
    await queryRunner.query(`
      CREATE TABLE ${conversations} (
        "owner_id" uuid NOT NULL,
        "counterpart_id" uuid NOT NULL,
        "last_message_id" uuid NOT NULL,
        "last_at" timestamptz NOT NULL,
        CONSTRAINT "conversations_pkey" PRIMARY KEY ("owner_id", "counterpart_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "conversations_owner_idx" ON ${conversations} ("owner_id", "last_at" DESC, "counterpart_id" DESC)`,
    );
    await queryRunner.query(fillConversationsSql(conversations, messages));
    await queryRunner.query(
      `CREATE INDEX "messages_unread_from_idx" ON ${messages} ("recipient_id", "sender_id") WHERE "read_at" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'preferences')} ADD COLUMN "read_receipts" boolean NOT NULL DEFAULT true`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'preferences')} DROP COLUMN "read_receipts"`,
    );
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'messages_unread_from_idx')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'conversations')}`);
  }
}
