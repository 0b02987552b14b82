import { poolOf } from '@boonies/messaging';
import { createTestDatabase, type TestDatabase } from '@boonies/testing';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { ServiceConfig } from '../src/config/service-config';
import {
  ensureSchema,
  migrateExclusively,
  serviceDataSourceOptions,
} from '../src/database/service-database.module';
import { MAX_PREPARED_PER_CONNECTION } from '../src/database/preparing-client';

const SCHEMA = 'ramps';

/** A migration that fails when applied twice: what replicas racing on an empty database would do. */
class CreateRamps1700000000000 implements MigrationInterface {
  name = 'CreateRamps1700000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "${SCHEMA}"."ramps" ("id" uuid PRIMARY KEY)`);
    // Long enough for the other replicas to reach the same migration if nothing held them back.
    await runner.query('SELECT pg_sleep(0.3)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "${SCHEMA}"."ramps"`);
  }
}

function replica(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    schema: SCHEMA,
    migrations: [CreateRamps1700000000000],
    migrationsTableName: 'migrations',
    poolSize: 2,
  });
}

describe('migrateExclusively', () => {
  let database: TestDatabase;
  const replicas: DataSource[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('platform_migrations');
    await ensureSchema(database.url, SCHEMA);
  });

  afterAll(async () => {
    await Promise.all(replicas.map((dataSource) => dataSource.destroy()));
    await database?.drop();
  });

  it('lets replicas started together on an empty database migrate one after the other', async () => {
    replicas.push(...(await Promise.all([1, 2, 3].map(() => replica(database.url).initialize()))));

    await expect(
      Promise.all(replicas.map((dataSource) => migrateExclusively(dataSource, SCHEMA))),
    ).resolves.toHaveLength(3);

    const applied = await replicas[0].query(`SELECT name FROM "${SCHEMA}"."migrations"`);
    expect(applied).toEqual([{ name: 'CreateRamps1700000000000' }]);
    const [{ exists }] = await replicas[0].query(
      `SELECT to_regclass('${SCHEMA}.ramps') IS NOT NULL AS exists`,
    );
    expect(exists).toBe(true);
  });
});

describe('serviceDataSourceOptions', () => {
  let database: TestDatabase;
  let dataSource: DataSource | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('platform_connection');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('connects as the service, with plan compilation off', async () => {
    const config = { DATABASE_URL: database.url, DATABASE_POOL_SIZE: 2 } as ServiceConfig;
    dataSource = await new DataSource(
      serviceDataSourceOptions({ service: 'posts', config, entities: [], migrations: [] }),
    ).initialize();

    const [{ jit, application }] = await dataSource.query(
      `SELECT current_setting('jit') AS jit, current_setting('application_name') AS application`,
    );
    expect({ jit, application }).toEqual({ jit: 'off', application: 'posts-service' });
  });
  it('prepares each parameterised statement once per connection, and runs the others as they are', async () => {
    const runner = dataSource!.createQueryRunner();
    await runner.connect();
    try {
      const prepared = () =>
        runner.query(`SELECT statement FROM pg_prepared_statements ORDER BY statement`) as Promise<
          { statement: string }[]
        >;
      await runner.query('SELECT 1 AS plain');
      await runner.query('SELECT $1::int AS answer', [41]);
      const [{ answer }] = await runner.query('SELECT $1::int + 1 AS answer', [41]);
      await runner.query('SELECT $1::int + 1 AS answer', [1]);

      expect(answer).toBe(42);
      expect(await prepared()).toEqual([
        { statement: 'SELECT $1::int + 1 AS answer' },
        { statement: 'SELECT $1::int AS answer' },
      ]);
    } finally {
      await runner.release();
    }
  });

  it('prepares a statement sent with a callback, as the pool sends its own queries', async () => {
    const client = await poolOf(dataSource!).connect();
    try {
      const answer = await new Promise<number>((resolve, reject) =>
        client.query('SELECT $1::int * 3 AS tripled', [14], (error, result) =>
          error ? reject(error) : resolve(result.rows[0].tripled),
        ),
      );
      const { rows } = await client.query(
        `SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement LIKE '%* 3 AS tripled'`,
      );

      expect({ answer, prepared: rows[0].count }).toEqual({ answer: 42, prepared: 1 });
    } finally {
      client.release();
    }
  });

  it('stops naming statements on a connection that holds as many as it may keep', async () => {
    const runner = dataSource!.createQueryRunner();
    await runner.connect();
    try {
      for (let n = 0; n <= MAX_PREPARED_PER_CONNECTION; n += 1) {
        await runner.query(`SELECT $1::int + ${n} AS answer`, [n]);
      }
      const [{ answer }] = await runner.query('SELECT $1::int * 2 AS answer', [21]);
      const [{ count, doubled }] = await runner.query(
        `SELECT count(*)::int AS count, count(*) FILTER (WHERE statement LIKE '%* 2%')::int AS doubled
           FROM pg_prepared_statements`,
      );

      expect(answer).toBe(42);
      expect({ count, doubled }).toEqual({ count: MAX_PREPARED_PER_CONNECTION, doubled: 0 });
    } finally {
      await runner.release();
    }
  });
});
