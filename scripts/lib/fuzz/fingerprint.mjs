// A snapshot of every service's tables, to prove that refused requests changed nothing they may not change.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * What a refused request may legitimately change, whatever it was, and why:
 * - `auth.rate_limits` counts sign-in and sign-up attempts, refused ones included: that is its purpose;
 * - `auth.sessions.last_seen_at` records that a session was used, whatever the request asked for.
 */
const IGNORED_TABLES = new Set(['auth.rate_limits']);
/** @type {Record<string, string[]>} */
const IGNORED_COLUMNS = { 'auth.sessions': ['last_seen_at'] };
/**
 * The per-account throttles' sliding-window logs (`ActionThrottle`), one in each service's schema, keyed
 * `<action>:<account id>`. They are compared row by row: an account's attempt that reached its action counts
 * there even when the action's rule refused it (docs/operations.md, Throttles).
 */
const THROTTLE_TABLE = 'action_throttles';

/** @typedef {Record<string, string>} Fingerprint `{ "posts.posts": "12:5d41…" }` */
/** @typedef {{ row: string, expiresAt: number }} ThrottleRow A log row as text, and when its window ends. */
/**
 * @typedef {object} Snapshot
 * @property {Fingerprint} tables Every table but the throttles' logs: row count and md5 of the rows.
 * @property {Record<string, ThrottleRow>} throttles Every throttle log row, by `<schema>:<key>`.
 * @property {number} at The database's clock when read (ms), the clock the throttles sweep by.
 */

/** @param {import('pg').ClientBase} client */
async function tablesOf(client) {
  const { rows } = await client.query(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1, 2`,
  );
  return rows.map((row) => `${row.schema}.${row.name}`).filter((table) => !IGNORED_TABLES.has(table));
}

/**
 * @param {import('pg').ClientBase} client
 * @param {string} schema
 * @param {string} name
 */
async function digestOf(client, schema, name) {
  const row = `(to_jsonb(t) - $1::text[])::text`;
  const { rows } = await client.query(
    `SELECT count(*)::int AS count, md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS digest
       FROM "${schema}"."${name}" t`,
    [IGNORED_COLUMNS[`${schema}.${name}`] ?? []],
  );
  return `${rows[0].count}:${rows[0].digest}`;
}

/**
 * @param {import('pg').ClientBase} client
 * @param {string} schema
 * @param {Record<string, ThrottleRow>} into
 */
async function readThrottleLog(client, schema, into) {
  const { rows } = await client.query(
    `SELECT key, (to_jsonb(t) - 'key')::text AS row, expires_at::text AS expires_at
       FROM "${schema}"."${THROTTLE_TABLE}" t`,
  );
  for (const { key, row, expires_at: expiresAt } of rows) {
    into[`${schema}:${key}`] = { row, expiresAt: Number(expiresAt) };
  }
}

/**
 * @param {string} databaseUrl
 * @returns {Promise<Snapshot>}
 */
export async function snapshot(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    /** @type {Snapshot} */
    const result = { tables: {}, throttles: {}, at: 0 };
    for (const table of await tablesOf(client)) {
      const [schema, name] = table.split('.');
      if (name === THROTTLE_TABLE) await readThrottleLog(client, schema, result.throttles);
      else result.tables[table] = await digestOf(client, schema, name);
    }
    const { rows } = await client.query(
      `SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint::text AS now`,
    );
    result.at = Number(rows[0].now);
    return result;
  } finally {
    await client.end();
  }
}

/**
 * What changed from `before` to `after` that requests refused as `countedAccounts` may not change: any
 * table, and any throttle log row but those of `countedAccounts`. A row whose window had ended by the second
 * reading may be gone: the throttles sweep such rows.
 * @param {Snapshot} before
 * @param {Snapshot} after
 * @param {{ countedAccounts?: string[] }} [options]
 * @returns {string[]}
 */
export function forbiddenChanges(before, after, { countedAccounts = [] } = {}) {
  const tables = new Set([...Object.keys(before.tables), ...Object.keys(after.tables)]);
  const changedTables = [...tables].filter((table) => before.tables[table] !== after.tables[table]);
  const counted = (/** @type {string} */ key) => countedAccounts.some((id) => key.endsWith(`:${id}`));
  const keys = new Set([...Object.keys(before.throttles), ...Object.keys(after.throttles)]);
  const changedThrottles = [...keys].filter((key) => {
    const [was, is] = [before.throttles[key], after.throttles[key]];
    if (counted(key) || was?.row === is?.row) return false;
    return !(was && !is && was.expiresAt <= after.at);
  });
  return [
    ...changedTables,
    ...changedThrottles.map((key) => {
      const [schema, ...rest] = key.split(':');
      return `${schema}.${THROTTLE_TABLE} (${rest.join(':')})`;
    }),
  ];
}

/** Whether two snapshots agree on every row (the time they were taken aside). */
const same = (/** @type {Snapshot} */ a, /** @type {Snapshot} */ b) =>
  JSON.stringify([a.tables, a.throttles]) === JSON.stringify([b.tables, b.throttles]);

/**
 * The snapshot once events in flight have landed: two readings a second apart that agree (outbox relays and
 * projections catch up asynchronously).
 * @param {string} databaseUrl
 */
export async function settledSnapshot(databaseUrl, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let previous = await snapshot(databaseUrl);
  for (;;) {
    await sleep(1000);
    const current = await snapshot(databaseUrl);
    if (same(previous, current)) return current;
    if (Date.now() > deadline) {
      const changing = forbiddenChanges(previous, current);
      throw new Error(`The database never settled: ${changing.join(', ')} kept changing`);
    }
    previous = current;
  }
}
