import { Counter, Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { messagingTables } from '../persistence/messaging-tables';

interface OutboxSnapshot {
  backlog: number;
  lagSeconds: number;
  storedDeadLetters: number;
}

/** The producing services of this process and their DataSources (one in production, several in tests). */
const watched = new Map<string, DataSource>();

/**
 * One query answers the three gauges of a scrape. The registry starts their collection in registration
 * order, at once: the backlog gauge reads afresh and the two after it reuse that reading.
 */
const SNAPSHOT_REUSE_MS = 1000;
let snapshot: { at: number; values: Promise<Map<string, OutboxSnapshot>> } | undefined;

function snapshots(fresh: boolean): Promise<Map<string, OutboxSnapshot>> {
  const now = Date.now();
  if (fresh || !snapshot || now - snapshot.at > SNAPSHOT_REUSE_MS) snapshot = { at: now, values: readAll() };
  return snapshot.values;
}

async function readAll(): Promise<Map<string, OutboxSnapshot>> {
  const result = new Map<string, OutboxSnapshot>();
  await Promise.all(
    [...watched].map(async ([service, dataSource]) => {
      // A database that does not answer leaves the service out of this scrape rather than failing it.
      const values = await readSnapshot(dataSource).catch(() => undefined);
      if (values) result.set(service, values);
    }),
  );
  return result;
}

/** Cheap on purpose: the partial index on unpublished rows answers the backlog and the oldest of them. */
async function readSnapshot(dataSource: DataSource): Promise<OutboxSnapshot> {
  const { outbox, deadLetters } = messagingTables(dataSource);
  const [row] = await dataSource.query<{ backlog: number; lag: number | null; dead: number }[]>(
    `SELECT (SELECT count(*)::int FROM ${outbox} WHERE "published_at" IS NULL) AS "backlog",
            (SELECT extract(epoch FROM now() - "created_at")::float8 FROM ${outbox}
              WHERE "published_at" IS NULL ORDER BY "sequence" LIMIT 1) AS "lag",
            (SELECT count(*)::int FROM ${deadLetters}) AS "dead"`,
  );
  return { backlog: row.backlog, lagSeconds: Math.max(0, row.lag ?? 0), storedDeadLetters: row.dead };
}

function scrapedGauge(
  name: string,
  help: string,
  read: (values: OutboxSnapshot) => number,
  fresh = false,
): Gauge {
  return new Gauge({
    name,
    help,
    labelNames: ['producer'],
    async collect() {
      const values = await snapshots(fresh);
      this.reset();
      for (const [producer, value] of values) this.set({ producer }, read(value));
    },
  });
}

scrapedGauge(
  'boonies_outbox_backlog',
  'Committed events not yet published to JetStream',
  (values) => values.backlog,
  true,
);
scrapedGauge(
  'boonies_outbox_lag_seconds',
  'Age of the oldest event not yet published to JetStream (0 when none waits)',
  (values) => values.lagSeconds,
);
scrapedGauge(
  'boonies_dead_letters_stored',
  'Dead letters stored in the service database',
  (values) => values.storedDeadLetters,
);

/** Reports the outbox and dead letters of `service` on every scrape until the returned function is called. */
export function watchOutbox(service: string, dataSource: DataSource): () => void {
  // At 0 from the start: the first failure is an increase, and no failures read as 0 rather than no data.
  outboxPublished.inc({ producer: service }, 0);
  outboxPublishFailures.inc({ producer: service }, 0);
  watched.set(service, dataSource);
  snapshot = undefined;
  return () => {
    if (watched.get(service) === dataSource) watched.delete(service);
    snapshot = undefined;
  };
}

export const outboxPublished = new Counter({
  name: 'boonies_outbox_published_total',
  help: 'Outbox events published to JetStream and acknowledged',
  labelNames: ['producer'],
});

export const outboxPublishFailures = new Counter({
  name: 'boonies_outbox_publish_failures_total',
  help: 'Relay cycles that could not publish (NATS or PostgreSQL unavailable)',
  labelNames: ['producer'],
});
