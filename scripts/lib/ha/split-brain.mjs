// Watches every PostgreSQL instance directly (not through HAProxy) throughout the faults: twice a second,
// each instance is asked whether it is in recovery and given a probe write with an id of its own. A write
// counts as taken only when the instance acknowledged its commit within the probe's timeout, replicated as
// `synchronous_commit` asks (PostgreSQL warns when it gave up waiting and kept the commit locally only).
// Split brain is two histories taking writes: an acknowledged probe write that the cluster's surviving
// history (the primary's table at the end) does not hold was taken by an instance the cluster left behind.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const ROUND_MS = 500;
/**
 * A probe whose commit is not acknowledged within this long was not taken. Enforced by the client, since a
 * statement timeout does not cover the wait for the synchronous standby after the commit is written.
 */
const PROBE_TIMEOUT_MS = 1500;

/** @typedef {{ at: number, instance: string, primary: boolean | undefined, wrote: boolean, id: string }} Probe */

/**
 * The rounds in which two instances took writes on histories that split: more than one instance took a
 * write, and one of them is missing from the surviving history. Two writes of a round that both survive
 * came one after the other on one history (a standby promoted just after it replicated the old primary's
 * last write).
 * @param {Probe[][]} rounds
 * @param {string[]} surviving the probe ids the primary holds at the end
 * @returns {{ at: number, instances: string[] }[]}
 */
export function splitBrainsOf(rounds, surviving) {
  const kept = new Set(surviving);
  return rounds
    .map((round) => round.filter((probe) => probe.wrote))
    .filter((taken) => taken.length > 1 && taken.some((probe) => !kept.has(probe.id)))
    .map((taken) => ({ at: taken[0].at, instances: taken.map((probe) => probe.instance) }));
}

/**
 * The probe writes an instance acknowledged that the surviving history does not hold.
 * @param {Probe[][]} rounds
 * @param {string[]} surviving
 * @returns {Probe[]}
 */
export function lostProbeWritesOf(rounds, surviving) {
  const kept = new Set(surviving);
  return rounds.flat().filter((probe) => probe.wrote && !kept.has(probe.id));
}

/**
 * One probe: `pg_is_in_recovery()` and a write into the probe table, on a connection of its own.
 * @param {{ name: string, port: number }} instance
 * @returns {Promise<Probe>}
 */
async function probe({ name, port }) {
  const at = Date.now();
  const id = randomUUID();
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 1000,
    query_timeout: PROBE_TIMEOUT_MS,
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
    await client.query('INSERT INTO ha_probe (id, instance) VALUES ($1, $2)', [id, name]);
    wrote = replicated;
  } catch {
    // Down, a standby refusing the write, or a primary whose commit waits for a standby: no write taken.
  } finally {
    await client.end().catch(() => undefined);
  }
  return { at, instance: name, primary, wrote, id };
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
      `CREATE TABLE IF NOT EXISTS ha_probe
         (id uuid PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), instance text NOT NULL)`,
    );
  } finally {
    await client.end();
  }
}

/**
 * The probe writes the cluster kept: those in the primary's table, reached through HAProxy.
 * @param {string} primaryUrl
 * @returns {Promise<string[]>}
 */
export async function survivingProbeWrites(primaryUrl) {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM ha_probe');
    return rows.map((row) => /** @type {string} */ (row.id));
  } finally {
    await client.end();
  }
}
