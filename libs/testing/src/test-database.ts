import { Pool } from 'pg';
import { databaseUrl, runMaintenanceSql } from './postgres-maintenance';
import { resolvePostgresServer } from './postgres-server';
import { uniqueTestName } from './test-names';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/boonies';

export interface TestDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  name: string;
  /** Drops the database, closing connections still open to it. */
  drop(): Promise<void>;
}

/**
 * Creates an empty database `boonies_test_<label>_<random>` for one test file, on the server of
 * `DATABASE_URL` (or a local default; a container when neither answers and a runtime exists).
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const serverUrl = await resolvePostgresServer(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  const name = `boonies_test_${uniqueTestName(label)}`;
  await runMaintenanceSql(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    url: databaseUrl(serverUrl, name),
    name,
    drop: () => runMaintenanceSql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * Two connections per database, shared by every `queryDatabase` of a test process: a suite polls dozens of
 * copies at once while two whole systems run, and a connection each would take what those leave of the
 * server's limit.
 */
const QUERY_CONNECTIONS = 2;
const queryPools = new Map<string, Pool>();

function queryPool(url: string): Pool {
  let pool = queryPools.get(url);
  if (!pool) {
    // Idle connections close soon and never keep the test process alive; a dropped database ends them.
    pool = new Pool({
      connectionString: url,
      max: QUERY_CONNECTIONS,
      idleTimeoutMillis: 1000,
      allowExitOnIdle: true,
    });
    pool.on('error', () => undefined);
    queryPools.set(url, pool);
  }
  return pool;
}

/** Runs one statement on the database at `url` (a test system's, say) and answers its rows. */
export async function queryDatabase<Row = Record<string, unknown>>(
  url: string,
  sql: string,
  parameters: unknown[] = [],
): Promise<Row[]> {
  return (await queryPool(url).query(sql, parameters)).rows as Row[];
}
