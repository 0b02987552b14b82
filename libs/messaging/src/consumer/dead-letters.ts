import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { messagingTables } from '../persistence/messaging-tables';

export interface DeadLetter {
  consumer: string;
  subject: string;
  eventId: string | null;
  /** The parsed envelope, or the raw text when the message was not JSON. */
  envelope: unknown;
  error: string;
  deliveries: number;
}

export async function storeDeadLetter(dataSource: DataSource, letter: DeadLetter): Promise<void> {
  await dataSource.query(
    `INSERT INTO ${messagingTables(dataSource).deadLetters}
       ("id", "consumer", "subject", "event_id", "envelope", "error", "deliveries")
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [
      randomUUID(),
      letter.consumer,
      letter.subject,
      letter.eventId,
      JSON.stringify(letter.envelope),
      letter.error,
      letter.deliveries,
    ],
  );
}
