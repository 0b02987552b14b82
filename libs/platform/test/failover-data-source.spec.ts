import { setTimeout as sleep } from 'node:timers/promises';
import { inPooledTransaction, poolOf } from '@boonies/messaging';
import { createTestDatabase, type TestDatabase } from '@boonies/testing';
import { DataSource } from 'typeorm';
import type { ServiceConfig } from '../src/config/service-config';
import { FailoverDataSource } from '../src/database/failover-data-source';
import { serviceDataSourceOptions } from '../src/database/service-database.module';
import { isDatabaseUnavailable } from '../src/rpc/database-unavailable';

/**
 * A service's transactions when its connection dies under them, as it does when the primary is killed or
 * demoted in a failover: reproduced on the real server by ending the transaction's own backend.
 */
describe('transactions through a lost connection', () => {
  let database: TestDatabase;
  let dataSource: FailoverDataSource;
  /** Another session, to end the service's backends as a dying server would. */
  let operator: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('platform_failover');
    // One connection: the pool can only hand out a fresh one once the broken one is gone.
    const config = { DATABASE_URL: database.url, DATABASE_POOL_SIZE: 1 } as ServiceConfig;
    dataSource = await new FailoverDataSource(
      serviceDataSourceOptions({ service: 'posts', config, entities: [], migrations: [] }),
    ).initialize();
    operator = await new DataSource({ type: 'postgres', url: database.url, poolSize: 1 }).initialize();
    await dataSource.query('CREATE TABLE likes (id int PRIMARY KEY)');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await operator?.destroy();
    await database?.drop();
  });

  beforeEach(() => dataSource.query('TRUNCATE likes'));

  const pid = async (query: (sql: string) => Promise<{ pid: number }[]>) =>
    (await query('SELECT pg_backend_pid() AS pid'))[0].pid;

  /** Ends a backend and waits until it is gone and its goodbye has reached the connection. */
  const endBackendBetweenStatements = async (backend: number) => {
    await operator.query('SELECT pg_terminate_backend($1)', [backend]);
    while ((await operator.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [backend])).length > 0)
      await sleep(50);
    await sleep(200);
  };

  it('runs a transaction again on a fresh connection when its connection died before the COMMIT', async () => {
    const pids: number[] = [];
    const result = await dataSource.transaction(async (manager) => {
      pids.push(await pid((sql) => manager.query(sql)));
      await manager.query('INSERT INTO likes VALUES (1)');
      // The first attempt's server goes away after the write, before the COMMIT.
      if (pids.length === 1) await operator.query('SELECT pg_terminate_backend($1)', [pids[0]]);
      await manager.query('INSERT INTO likes VALUES (2)');
      return 'liked';
    });

    expect(result).toBe('liked');
    expect(pids).toHaveLength(2);
    expect(pids[1]).not.toBe(pids[0]);
    expect(await dataSource.query('SELECT id FROM likes ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('outlives its connection dying between two statements, while none runs on it', async () => {
    const pids: number[] = [];
    await dataSource.transaction(async (manager) => {
      pids.push(await pid((sql) => manager.query(sql)));
      // The server's goodbye reaches the connection while the transaction computes its next statement.
      if (pids.length === 1) await endBackendBetweenStatements(pids[0]);
      await manager.query('INSERT INTO likes VALUES (6)');
    });

    expect(pids).toHaveLength(2);
    expect(await dataSource.query('SELECT id FROM likes')).toEqual([{ id: 6 }]);
  });

  it('fails, not crashes, a pooled transaction whose lent connection died between two statements', async () => {
    const failure = await inPooledTransaction(dataSource, async (client) => {
      const own = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      await endBackendBetweenStatements(own);
      await client.query('INSERT INTO likes VALUES (7)');
    }).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The dead connection left the pool: the next statement gets a fresh one.
    expect(await dataSource.query('SELECT count(*)::int AS n FROM likes')).toEqual([{ n: 0 }]);
  });

  it('fails, not crashes, a statement on a connection lent by the pool that died while idle in hand', async () => {
    const client = await poolOf(dataSource).connect();
    const own = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    await endBackendBetweenStatements(own);
    const failure = await client.query('SELECT 1').then(
      () => undefined,
      (error: unknown) => error,
    );
    client.release();

    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await pid((sql) => dataSource.query(sql))).not.toBe(own);
  });

  it('drops a connection to an instance that refuses writes, and writes on a fresh one', async () => {
    // The pool's only connection turns read-only for good, as one to a primary demoted to a standby.
    await dataSource.query('SET default_transaction_read_only = on');
    const demoted = await pid((sql) => dataSource.query(sql));
    const pids: number[] = [];

    await dataSource.transaction(async (manager) => {
      pids.push(await pid((sql) => manager.query(sql)));
      await manager.query('INSERT INTO likes VALUES (3)');
    });

    expect(pids).toEqual([demoted, expect.any(Number)]);
    expect(pids[1]).not.toBe(demoted);
    expect(await dataSource.query('SELECT id FROM likes')).toEqual([{ id: 3 }]);
    // Later transactions keep the fresh connection.
    expect(await pid((sql) => dataSource.query(sql))).toBe(pids[1]);
  });

  it('never runs again a transaction whose connection died during its COMMIT: its outcome is unknown', async () => {
    // A trigger deferred to the COMMIT ends its own backend there, as a server killed mid-commit would.
    await dataSource.query(`
      CREATE OR REPLACE FUNCTION die_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); PERFORM pg_sleep(1); RETURN NULL; END $$`);
    await dataSource.query(`
      CREATE CONSTRAINT TRIGGER die_at_commit AFTER INSERT ON likes DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW WHEN (NEW.id = 4) EXECUTE FUNCTION die_at_commit()`);
    let attempts = 0;
    try {
      const failure = await dataSource
        .transaction(async (manager) => {
          attempts += 1;
          await manager.query('INSERT INTO likes VALUES (4)');
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );

      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(attempts).toBe(1);
    } finally {
      await dataSource.query('DROP TRIGGER die_at_commit ON likes');
    }
  });

  it('does not run again a transaction that failed for a reason of its own', async () => {
    let attempts = 0;
    await expect(
      dataSource.transaction(async (manager) => {
        attempts += 1;
        await manager.query('INSERT INTO likes VALUES (5), (5)');
      }),
    ).rejects.toMatchObject({ driverError: { code: '23505' } });
    expect(attempts).toBe(1);
  });
});
