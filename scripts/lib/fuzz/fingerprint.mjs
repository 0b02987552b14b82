// A fingerprint of every service's tables: row count and a digest of the rows, to prove nothing changed.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * What a refused request may legitimately change, and why:
 * - `auth.rate_limits` counts sign-in and sign-up attempts, refused ones included: that is its purpose;
 * - `auth.sessions.last_seen_at` records that a session was used, whatever the request asked for.
 */
const IGNORED_TABLES = new Set(['auth.rate_limits']);
/** @type {Record<string, string[]>} */
const IGNORED_COLUMNS = { 'auth.sessions': ['last_seen_at'] };

/** @typedef {Record<string, string>} Fingerprint */

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
 * `{ "posts.posts": "12:5d41…" }`: each table's row count and the md5 of its rows in a stable order.
 * @param {string} databaseUrl
 * @returns {Promise<Fingerprint>}
 */
export async function fingerprint(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    /** @type {Fingerprint} */
    const result = {};
    for (const table of await tablesOf(client)) {
      const [schema, name] = table.split('.');
      const row = `(to_jsonb(t) - $1::text[])::text`;
      const { rows } = await client.query(
        `SELECT count(*)::int AS count, md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS digest
           FROM "${schema}"."${name}" t`,
        [IGNORED_COLUMNS[table] ?? []],
      );
      result[table] = `${rows[0].count}:${rows[0].digest}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

/**
 * The tables whose fingerprints differ.
 * @param {Fingerprint} before
 * @param {Fingerprint} after
 */
export function changedTables(before, after) {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => before[table] !== after[table]);
}

/**
 * The fingerprint once events in flight have landed: two readings a second apart that agree (outbox
 * relays and projections catch up asynchronously).
 */
/** @param {string} databaseUrl */
export async function settledFingerprint(databaseUrl, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let previous = await fingerprint(databaseUrl);
  for (;;) {
    await sleep(1000);
    const current = await fingerprint(databaseUrl);
    const changed = changedTables(previous, current);
    if (changed.length === 0) return current;
    if (Date.now() > deadline)
      throw new Error(`The database never settled: ${changed.join(', ')} kept changing`);
    previous = current;
  }
}
