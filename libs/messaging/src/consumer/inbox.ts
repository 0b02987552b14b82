import type { EntityManager } from 'typeorm';
import { messagingTables } from '../persistence/messaging-tables';

/**
 * Records that `consumer` handles the event, in the handler's transaction. False when it was already
 * recorded: the event was handled before and must change nothing now. A concurrent delivery of the same
 * event waits on the primary key until the first transaction ends, then sees it.
 */
export async function recordInInbox(
  manager: EntityManager,
  entry: { consumer: string; eventId: string; subject: string },
): Promise<boolean> {
  const inserted = await manager.query<unknown[]>(
    `INSERT INTO ${messagingTables(manager.dataSource).inbox} ("consumer", "event_id", "subject")
     VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING "event_id"`,
    [entry.consumer, entry.eventId, entry.subject],
  );
  return inserted.length === 1;
}
