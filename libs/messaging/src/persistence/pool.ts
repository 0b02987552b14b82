import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** The data source's own pool of PostgreSQL connections, for work TypeORM's query runner cannot express. */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as PostgresDriver).master as Pool;
}

/**
 * Runs a transaction `work` opens itself on one pooled connection, so that its `BEGIN` can travel with its
 * first statements in one round trip. A failure rolls it back; a connection that could not even roll back is
 * dropped rather than lent again.
 */
export async function inPooledTransaction<T>(
  dataSource: DataSource,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await poolOf(dataSource).connect();
  let broken = false;
  try {
    return await work(client);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
