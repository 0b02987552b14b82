// Watches every PostgreSQL instance directly (not through HAProxy) throughout the faults: twice a second,
// each instance is asked whether it is in recovery and given a probe write. Split brain is two instances
// taking writes in the same round; a write counts as taken only when its commit was replicated as
// `synchronous_commit` asks (PostgreSQL warns when it gave up waiting and kept the commit locally only).
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const ROUND_MS = 500;
/** A probe that waits this long for its synchronous standby was not acknowledged. */
const PROBE_TIMEOUT_MS = 1500;

/** @typedef {{ at: number, instance: string, primary: boolean | undefined, wrote: boolean }} Probe */

/**
 * The rounds in which more than one instance took a write (or called itself the primary and took one).
 * @param {Probe[][]} rounds
 * @returns {{ at: number, instances: string[] }[]}
 */
export function splitBrainsOf(rounds) {
  return rounds
    .map((round) => ({
      at: round[0]?.at ?? 0,
      instances: round.filter((probe) => probe.wrote).map((probe) => probe.instance),
    }))
    .filter(({ instances }) => instances.length > 1);
}

/**
 * One probe: `pg_is_in_recovery()` and a write into the probe table, on a connection of its own.
 * @param {{ name: string, port: number }} instance
 * @returns {Promise<Probe>}
 */
async function probe({ name, port }) {
  const at = Date.now();
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 1000,
    statement_timeout: PROBE_TIMEOUT_MS,
  });
  let replicated = true;
  client.on('notice', (notice) => {
    // "canceling wait for synchronous replication …: committed locally, but might not have been replicated"
    if (/synchronous replication/i.test(notice.message ?? '')) replicated = false;
  });
  client.on('error', () => undefined);
  /** @type {boolean | undefined} */
  let primary;
  let wrote = false;
  try {
    await client.connect();
    primary = !(await client.query('SELECT pg_is_in_recovery() AS standby')).rows[0].standby;
    await client.query('INSERT INTO ha_probe (instance) VALUES ($1)', [name]);
    wrote = replicated;
  } catch {
    // Down, a standby refusing the write, or a primary that cannot replicate it: no write taken.
  } finally {
    await client.end().catch(() => undefined);
  }
  return { at, instance: name, primary, wrote };
}

/**
 * Starts the rounds; `stop()` ends them and resolves with every round.
 * @param {{ name: string, port: number }[]} instances
 */
export function watchForSplitBrain(instances) {
  /** @type {Probe[][]} */
  const rounds = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const started = Date.now();
      rounds.push(await Promise.all(instances.map(probe)));
      await sleep(Math.max(0, ROUND_MS - (Date.now() - started)));
    }
  })();
  return {
    rounds,
    async stop() {
      stopped = true;
      await running;
      return rounds;
    },
  };
}

/**
 * The probe table, created through the primary (the standbys get it by replication).
 * @param {string} primaryUrl
 */
export async function createProbeTable(primaryUrl) {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    await client.query(
      'CREATE TABLE IF NOT EXISTS ha_probe (at timestamptz NOT NULL DEFAULT now(), instance text NOT NULL)',
    );
  } finally {
    await client.end();
  }
}
