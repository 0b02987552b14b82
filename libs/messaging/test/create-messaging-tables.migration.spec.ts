import { createTestDatabase, type TestDatabase } from '@boonies/testing';
import { DataSource } from 'typeorm';
import { CreateMessagingTables1763700000000, MESSAGING_ENTITIES } from '../src';

describe('CreateMessagingTables1763700000000', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('messaging_migration');
    dataSource = new DataSource({
      type: 'postgres',
      url: database.url,
      schema: 'tricks',
      entities: MESSAGING_ENTITIES,
      migrations: [CreateMessagingTables1763700000000],
    });
    await dataSource.initialize();
    await dataSource.query('CREATE SCHEMA tricks');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const tablesIn = async (schema: string): Promise<string[]> =>
    (
      await dataSource.query<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_name <> 'migrations'
         ORDER BY table_name`,
        [schema],
      )
    ).map((row) => row.table_name);

  it('creates the tables in the schema of the DataSource, exactly as the entities describe them', async () => {
    await dataSource.runMigrations();
    expect(await tablesIn('tricks')).toEqual(['dead_letters', 'inbox', 'outbox']);
    expect(await tablesIn('public')).toEqual([]);

    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('removes them again on revert', async () => {
    await dataSource.undoLastMigration();
    expect(await tablesIn('tricks')).toEqual([]);
  });
});
