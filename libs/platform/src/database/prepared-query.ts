import { inPooledTransaction, poolOf } from '@boonies/messaging';
import type { QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs a read straight on the pool (prepared by its `PreparingClient`), outside any transaction and without
 * a TypeORM query runner per call: for the hottest reads (the signed-in account behind every request, a
 * feed page), where that bookkeeping shows.
 */
export async function preparedQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const result = await poolOf(dataSource).query<Row>(text, values);
  return result.rows;
}

/**
 * `preparedQuery` under settings of its own (`SET LOCAL …`, constant text): a transaction on one pooled
 * connection whose start and settings go in one round trip, then the named statement, then the commit. A
 * transaction built statement by statement costs two more round trips and plans the read on every call.
 */
export function preparedQueryWithSettings<Row extends QueryResultRow>(
  dataSource: DataSource,
  settings: readonly string[],
  text: string,
  values: unknown[],
): Promise<Row[]> {
  return inPooledTransaction(dataSource, async (client) => {
    await client.query(['BEGIN', ...settings].join('; '));
    const result = await client.query<Row>(text, values);
    await client.query('COMMIT');
    return result.rows;
  });
}
