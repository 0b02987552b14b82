// Every event published exactly once through the outboxes: each outbox row, in any service's schema, is in
// its stream once under its id (`Nats-Msg-Id`), and no event stream holds a message without an outbox row.
// A relay that published an event but lost its mark in a failover publishes it again under the same id,
// which JetStream's duplicate window drops; an event of a transaction that never committed has no row.
import { connect } from 'nats';

/** A failing check lists at most this many examples. */
const EXAMPLES = 3;

/**
 * What disagrees between the outboxes and the event streams.
 * @param {string[]} outboxIds the ids of every outbox row
 * @param {{ stream: string, id: string }[]} published every event stream message, by its `Nats-Msg-Id`
 * @returns {string[]}
 */
export function publishedOnceProblems(outboxIds, published) {
  /** @type {Map<string, string[]>} */
  const streamsOf = new Map();
  for (const { stream, id } of published) streamsOf.set(id, [...(streamsOf.get(id) ?? []), stream]);
  const written = new Set(outboxIds);
  return [
    ...outboxIds.filter((id) => !streamsOf.has(id)).map((id) => `event ${id} never published`),
    ...[...streamsOf]
      .filter(([, streams]) => streams.length > 1)
      .map(([id, streams]) => `event ${id} published ${streams.length} times (${streams.join(', ')})`),
    ...[...streamsOf]
      .filter(([id]) => !written.has(id))
      .map(([id, streams]) => `message ${id} in ${streams[0]} without an outbox row`),
  ];
}

/** @param {import('../bench.mjs').Queryable} client */
async function outboxIdsOf(client) {
  const { rows: schemas } = await client.query(
    `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'outbox'`,
  );
  /** @type {string[]} */
  const ids = [];
  for (const { schema } of schemas) {
    const { rows } = await client.query(`SELECT id FROM "${schema}".outbox`);
    ids.push(...rows.map((row) => /** @type {string} */ (row.id)));
  }
  return ids;
}

/**
 * Every message of every event stream (`EVENTS_*`), read through an ordered consumer.
 * @param {string} natsUrl
 */
async function publishedOf(natsUrl) {
  const connection = await connect({ servers: natsUrl.split(','), timeout: 2000 });
  try {
    const manager = await connection.jetstreamManager();
    /** @type {{ stream: string, id: string }[]} */
    const published = [];
    for await (const stream of manager.streams.list()) {
      const name = stream.config.name;
      if (!name.startsWith('EVENTS_')) continue;
      const total = stream.state.messages;
      const consumer = await connection.jetstream().consumers.get(name);
      let read = 0;
      while (read < total) {
        const before = read;
        const batch = await consumer.fetch({ max_messages: Math.min(1000, total - read), expires: 5000 });
        for await (const message of batch) {
          published.push({
            stream: name,
            id: message.headers?.get('Nats-Msg-Id') ?? `(no id, #${message.seq})`,
          });
          read++;
        }
        if (read === before) throw new Error(`Read ${read} of the ${total} messages of ${name}`);
      }
    }
    return published;
  } finally {
    await connection.close();
  }
}

/**
 * The check, once the system has settled (no outbox row left unpublished).
 * @param {import('../bench.mjs').Queryable} client
 * @param {string} natsUrl
 * @returns {Promise<import('./checks.mjs').Check>}
 */
export async function publishedOnceCheck(client, natsUrl) {
  const [outboxIds, published] = await Promise.all([outboxIdsOf(client), publishedOf(natsUrl)]);
  const problems = publishedOnceProblems(outboxIds, published);
  return {
    name: 'every outbox event published exactly once, and no event without one',
    passed: problems.length === 0 && outboxIds.length > 0,
    wrong: problems.length,
    detail:
      problems.length === 0
        ? `${outboxIds.length} events, each once in its stream`
        : `${problems.length} wrong, e.g. ${problems.slice(0, EXAMPLES).join('; ')}`,
  };
}
