import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** Statement names by text: each repository has a handful of hot shapes, so this stays small. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** The data source's own pool of PostgreSQL connections. */
function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as PostgresDriver).master as Pool;
}

/**
 * Runs a read as a named prepared statement on the pool, outside any transaction. PostgreSQL then parses it
 * once per connection and, once its generic plan proves as good as the custom ones, stops planning it: for
 * the hottest reads (the signed-in account behind every request, a feed page) parsing and planning cost as
 * much as running them.
 */
export async function preparedQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const result = await poolOf(dataSource).query<Row>({ name: statementName(text), text, values });
  return result.rows;
}

/**
 * `preparedQuery` under settings of its own (`SET LOCAL …`, constant text): a transaction on one pooled
 * connection whose start and settings go in one round trip, then the named statement, then the commit. A
 * transaction built statement by statement costs two more round trips and plans the read on every call.
 */
export async function preparedQueryWithSettings<Row extends QueryResultRow>(
  dataSource: DataSource,
  settings: readonly string[],
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = await poolOf(dataSource).connect();
  // A connection that could not even roll back is dropped rather than lent again.
  let broken = false;
  try {
    await client.query(['BEGIN', ...settings].join('; '));
    const result = await client.query<Row>({ name: statementName(text), text, values });
    await client.query('COMMIT');
    return result.rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
