import { DataSource } from 'typeorm';

/** The URL of another database on the same server, e.g. the `postgres` maintenance database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the server's `postgres` maintenance database over a short-lived connection. */
export async function runMaintenanceSql(serverUrl: string, ...statements: string[]): Promise<void> {
  const maintenance = new DataSource({
    type: 'postgres',
    url: databaseUrl(serverUrl, 'postgres'),
    poolSize: 1,
    connectTimeoutMS: 5000,
  });
  await maintenance.initialize();
  try {
    for (const statement of statements) await maintenance.query(statement);
  } finally {
    await maintenance.destroy();
  }
}
