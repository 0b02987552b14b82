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
