import type { NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import { messagingTables } from '../persistence/messaging-tables';

export interface ReplayOutcome {
  letterId: string;
  subject: string;
  eventId: string | null;
  replayed: boolean;
  /** Why a letter was left in place. */
  reason?: string;
}

/**
 * Publishes a service's dead-lettered events to their streams again, once whatever failed them is fixed, and
 * removes each letter once JetStream has stored its event. The envelope goes out unchanged (same event id),
 * so every consumer that handled it the first time skips it through its inbox and only the one that gave
 * up handles it; a fresh message id keeps JetStream's duplicate window from dropping it. A letter that
 * fails again becomes a new letter. Letters that never were a readable event stay for a person to read.
 */
export async function replayDeadLetters(
  dataSource: DataSource,
  nats: NatsConnection,
  options: { ids?: readonly string[] } = {},
): Promise<ReplayOutcome[]> {
  const table = messagingTables(dataSource).deadLetters;
  const letters = await dataSource.query<
    { id: string; subject: string; event_id: string | null; envelope: unknown }[]
  >(
    `SELECT "id", "subject", "event_id", "envelope" FROM ${table}
      WHERE $1::uuid[] IS NULL OR "id" = ANY($1::uuid[]) ORDER BY "created_at"`,
    [options.ids ?? null],
  );
  const jetstream = nats.jetstream();
  const outcomes: ReplayOutcome[] = [];
  for (const letter of letters) {
    const outcome = { letterId: letter.id, subject: letter.subject, eventId: letter.event_id };
    if (letter.event_id === null) {
      outcomes.push({ ...outcome, replayed: false, reason: 'not a readable event' });
      continue;
    }
    await jetstream.publish(letter.subject, JSON.stringify(letter.envelope), {
      msgID: `replay-${letter.id}`,
    });
    await dataSource.query(`DELETE FROM ${table} WHERE "id" = $1`, [letter.id]);
    outcomes.push({ ...outcome, replayed: true });
  }
  return outcomes;
}
