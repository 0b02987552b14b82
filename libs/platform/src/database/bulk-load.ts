import type { DataSource } from 'typeorm';

interface DefinitionRow {
  name: string;
  definition: string;
}

/**
 * Runs a bulk load with the tables' keys, foreign keys and secondary indexes dropped, and restores them after:
 * building an index once is far cheaper than millions of inserts into several, and the definitions stay the
 * migrations' own (read back from the catalog). `tables` (schema-qualified) go referencing tables first: their
 * foreign keys are dropped before the keys they point at and come back after them. Nothing else may write
 * the tables meanwhile.
 */
export async function withoutIndexes(
  dataSource: Pick<DataSource, 'query'>,
  tables: readonly string[],
  load: () => Promise<unknown>,
): Promise<void> {
  const [table, ...inner] = tables;
  if (table === undefined) {
    await load();
    return;
  }
  const constraints = await dataSource.query<DefinitionRow[]>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = $1::regclass AND contype IN ('p', 'u', 'f') ORDER BY contype`,
    [table],
  );
  const indexes = await dataSource.query<DefinitionRow[]>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = $1::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  );
  // Foreign keys (f) go first, and come back last: a table may reference its own primary key.
  for (const { name } of constraints)
    await dataSource.query(`ALTER TABLE ${table} DROP CONSTRAINT "${name}"`);
  for (const { name } of indexes) await dataSource.query(`DROP INDEX ${name}`);
  await withoutIndexes(dataSource, inner, load);
  for (const { name, definition } of [...constraints].reverse()) {
    await dataSource.query(`ALTER TABLE ${table} ADD CONSTRAINT "${name}" ${definition}`);
  }
  for (const { definition } of indexes) await dataSource.query(definition);
}

/** Statistics for the planner and the visibility map for index-only reads, after a bulk load. */
export async function vacuumAnalyze(
  dataSource: Pick<DataSource, 'query'>,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) await dataSource.query(`VACUUM ANALYZE ${table}`);
}
