// Waits until the system has caught up after the load: no event left in any outbox and every durable
// consumer with nothing pending or unacknowledged.
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'nats';

/** Events written by the services but not yet published, summed over every schema's outbox. */
/** @param {import('../bench.mjs').Queryable} client */
async function unpublished(client) {
  const { rows } = await client.query(
    `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'outbox'`,
  );
  let total = 0;
  for (const { schema } of rows) {
    const count = await client.query(
      `SELECT count(*)::int AS n FROM "${schema}".outbox WHERE published_at IS NULL`,
    );
    total += count.rows[0].n;
  }
  return total;
}

/** Messages every durable consumer still has to deliver or has delivered without an ack yet. */
/** @param {string} natsUrl */
async function unconsumed(natsUrl) {
  // A cluster's URL lists every server, comma-separated, as the services take it.
  const connection = await connect({ servers: natsUrl.split(','), timeout: 2000 });
  try {
    const manager = await connection.jetstreamManager();
    let total = 0;
    for await (const stream of manager.streams.list()) {
      for await (const consumer of manager.consumers.list(stream.config.name)) {
        total += consumer.num_pending + consumer.num_ack_pending;
      }
    }
    return total;
  } finally {
    await connection.close();
  }
}

/**
 * Resolves with how long settling took, or throws with what was still in flight at the deadline.
 * @param {import('../bench.mjs').Queryable} client
 * @param {string} natsUrl
 * @param {number} deadlineMs
 */
export async function settle(client, natsUrl, deadlineMs) {
  const started = Date.now();
  let last = '';
  // Twice in a row: a consumer's effect may append events of its own just as the outboxes looked empty.
  let quietPolls = 0;
  while (Date.now() - started < deadlineMs) {
    const [outbox, consumers] = await Promise.all([unpublished(client), unconsumed(natsUrl)]).catch(
      (/** @type {Error} */ error) => [NaN, error.message],
    );
    last = `${outbox} unpublished events, ${consumers} unconsumed`;
    quietPolls = outbox === 0 && consumers === 0 ? quietPolls + 1 : 0;
    if (quietPolls === 2) return Date.now() - started;
    await sleep(500);
  }
  throw new Error(`The system did not settle within ${deadlineMs / 1000} s: ${last}`);
}
