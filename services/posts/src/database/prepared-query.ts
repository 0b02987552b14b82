import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** Statement names by text: a feed has a handful of shapes, so this stays small. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `posts_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a read as a named prepared statement. PostgreSQL then parses it once per connection and, once its
 * generic plan proves as good as the custom ones, stops planning it: for the feeds' long statement, planning
 * cost more than running it.
 */
export async function preparedQuery<T>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const result = await pool.query({ name: statementName(text), text, values });
  return result.rows as T[];
}
