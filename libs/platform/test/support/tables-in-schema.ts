import { createTestDatabase } from '@boonies/testing';
import { DataSource, type DataSourceOptions } from 'typeorm';

/** Shared tables created from their declarations, in a schema of their own as a service would hold them. */
export interface TablesInSchema {
  dataSource: DataSource;
  /** Closes the connection and drops the database. */
  drop(): Promise<void>;
}

/** A new test database with `entities` created in `schema` from their declarations. */
export async function tablesInSchema(
  label: string,
  schema: string,
  entities: DataSourceOptions['entities'],
): Promise<TablesInSchema> {
  const database = await createTestDatabase(label);
  const setup = await new DataSource({ type: 'postgres', url: database.url }).initialize();
  await setup.query(`CREATE SCHEMA ${schema}`);
  await setup.destroy();
  const dataSource = await new DataSource({
    type: 'postgres',
    url: database.url,
    schema,
    entities,
    synchronize: true,
  }).initialize();
  return {
    dataSource,
    async drop() {
      await dataSource.destroy();
      await database.drop();
    },
  };
}
