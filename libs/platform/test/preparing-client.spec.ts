import { poolOf } from '@boonies/messaging';
import { createTestDatabase, type TestDatabase } from '@boonies/testing';
import type { PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { ServiceConfig } from '../src/config/service-config';
import { serviceDataSourceOptions } from '../src/database/service-database.module';

/** How a transaction opens and ends on a service's connections (`PreparingClient`). */
describe('transactions on a service connection', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('platform_transactions');
    const config = { DATABASE_URL: database.url, DATABASE_POOL_SIZE: 2 } as ServiceConfig;
    dataSource = await new DataSource(
      serviceDataSourceOptions({ service: 'posts', config, entities: [], migrations: [] }),
    ).initialize();
    await dataSource.query('CREATE TABLE tricks_landed (name text PRIMARY KEY)');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  /** Runs `work` on a pooled connection that counts its round trips (`roundTrips.count`, resettable). */
  async function onConnection(
    work: (client: PoolClient, roundTrips: { count: number }) => Promise<void>,
  ): Promise<void> {
    const client = await poolOf(dataSource).connect();
    const roundTrips = { count: 0 };
    // Every answer of PostgreSQL ends with ReadyForQuery: one per round trip.
    (client as unknown as { connection: NodeJS.EventEmitter }).connection.on('readyForQuery', () => {
      roundTrips.count += 1;
    });
    try {
      await work(client, roundTrips);
    } finally {
      client.release();
    }
  }

  const transactionOf = async (client: PoolClient, text: string, values?: unknown[]): Promise<string> =>
    (await client.query<{ tx: string }>(text, values)).rows[0].tx;

  /** Two statements in a row run in transactions of their own: the connection is in none. */
  async function expectNoOpenTransaction(client: PoolClient): Promise<void> {
    const one = await transactionOf(client, 'SELECT txid_current() AS tx');
    const two = await transactionOf(client, 'SELECT txid_current() AS tx');
    expect(two).not.toBe(one);
  }

  it('opens a transaction with its first statement: one round trip fewer', async () => {
    await onConnection(async (client, roundTrips) => {
      for (const round of ['first on this connection', 'later']) {
        roundTrips.count = 0;
        await client.query('START TRANSACTION');
        const first = await transactionOf(client, 'SELECT $1::text AS round, txid_current() AS tx', [round]);
        const second = await transactionOf(client, 'SELECT txid_current() AS tx');
        await client.query('COMMIT');
        const after = await transactionOf(client, 'SELECT txid_current() AS tx');

        expect({ round, sameTransaction: second === first, afterwards: after === first }).toEqual({
          round,
          sameTransaction: true,
          afterwards: false,
        });
        // A connection's first transaction prepares BEGIN on its own; the others send it along.
        if (round === 'later') expect(roundTrips.count).toBe(4);
      }
    });
  });

  it('opens a transaction with a statement without parameters, answering that statement', async () => {
    await onConnection(async (client) => {
      await client.query('START TRANSACTION');
      const opened = await client.query<{ tx: string; one: number }>('SELECT txid_current() AS tx, 1 AS one');
      const next = await transactionOf(client, 'SELECT txid_current() AS tx, $1::int AS two', [2]);
      await client.query('COMMIT');

      expect(opened.rows).toEqual([{ tx: next, one: 1 }]);
    });
  });

  it('sends nothing for a transaction that ends before running a statement', async () => {
    await onConnection(async (client, roundTrips) => {
      for (const ending of ['COMMIT', 'ROLLBACK']) {
        roundTrips.count = 0;
        await client.query('START TRANSACTION');
        await client.query(ending);
        expect({ ending, roundTrips: roundTrips.count }).toEqual({ ending, roundTrips: 0 });
      }
      await expectNoOpenTransaction(client);
    });
  });

  it('leaves a transaction whose first statement failed to its rollback, and the connection clean', async () => {
    await onConnection(async (client) => {
      await client.query('START TRANSACTION');
      await expect(client.query('SELECT 1 / $1::int AS quotient', [0])).rejects.toThrow('division by zero');
      await expect(client.query('SELECT $1::int AS n', [1])).rejects.toThrow(
        'current transaction is aborted',
      );
      await client.query('ROLLBACK');

      await expectNoOpenTransaction(client);
    });
  });

  it('commits and rolls back TypeORM transactions as before', async () => {
    await dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO tricks_landed (name) VALUES ($1)', ['kickflip']);
      await manager.query('INSERT INTO tricks_landed (name) VALUES ($1)', ['heelflip']);
    });
    await expect(
      dataSource.transaction(async (manager) => {
        await manager.query('INSERT INTO tricks_landed (name) VALUES ($1)', ['hardflip']);
        throw new Error('bailed');
      }),
    ).rejects.toThrow('bailed');
    await expect(
      dataSource.transaction((manager) =>
        manager.query('INSERT INTO tricks_landed (name) VALUES ($1), ($2)', ['tre flip', 'kickflip']),
      ),
    ).rejects.toThrow('duplicate key');

    const landed = await dataSource.query('SELECT name FROM tricks_landed ORDER BY name');
    expect(landed).toEqual([{ name: 'heelflip' }, { name: 'kickflip' }]);
  });
});
