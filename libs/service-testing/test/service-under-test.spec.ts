import { ConfigError, ServiceConfig } from '@boonies/platform';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ServiceUnderTest } from '../src';

describe('ServiceUnderTest.launch', () => {
  it('leaves no database behind when the service cannot start', async () => {
    const label = `launch_fails_${randomBytes(4).toString('hex')}`;
    const launch = ServiceUnderTest.launch({
      service: 'sponsorships',
      label,
      configClass: ServiceConfig,
      appModule: () => {
        throw new Error('the configuration is refused before the module is built');
      },
      producers: [],
      env: { LOG_LEVEL: 'loud' },
    });

    await expect(launch).rejects.toBeInstanceOf(ConfigError);
    expect(await databasesNamed(`boonies_test_sponsorships_${label}_%`)).toEqual([]);
  });
});

/** The databases on the test server whose names match the `LIKE` pattern. */
async function databasesNamed(pattern: string): Promise<string[]> {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/boonies');
  server.pathname = '/postgres';
  const maintenance = new DataSource({ type: 'postgres', url: server.toString(), poolSize: 1 });
  await maintenance.initialize();
  try {
    const rows: { datname: string }[] = await maintenance.query(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [pattern],
    );
    return rows.map(({ datname }) => datname);
  } finally {
    await maintenance.destroy();
  }
}
