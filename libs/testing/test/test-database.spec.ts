import { DataSource } from 'typeorm';
import { createTestDatabase, uniqueTestName } from '../src';
import { resolvePostgresServer } from '../src/postgres-server';

describe('createTestDatabase', () => {
  it('creates an empty database that drop() removes', async () => {
    const database = await createTestDatabase('Harness Self-Test');
    expect(database.name).toMatch(/^boonies_test_harness_self_test_[0-9a-f]{10}$/);

    const connection = new DataSource({ type: 'postgres', url: database.url });
    await connection.initialize();
    const [{ current }] = await connection.query('SELECT current_database() AS current');
    expect(current).toBe(database.name);

    // The open connection must not stop the drop: tests that crash mid-way still clean up.
    await database.drop();
    await expect(connection.query('SELECT 1')).rejects.toThrow();
    await connection.destroy();
  });

  it('names an unreachable server and how to start one when no container runtime exists', async () => {
    const unreachable = 'postgres://postgres@127.0.0.1:1/boonies';
    await expect(resolvePostgresServer(unreachable, { containerRuntimeAvailable: false })).rejects.toThrow(
      `PostgreSQL is not reachable at ${unreachable} and no container runtime is available to start one.`,
    );
  });
});

describe('uniqueTestName', () => {
  it('gives distinct names safe for identifiers, stream names and subject tokens', () => {
    const names = new Set(Array.from({ length: 50 }, () => uniqueTestName('Outbox relay / NATS.outage')));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^outbox_relay_nats_outage_[0-9a-f]{10}$/);
  });
});
