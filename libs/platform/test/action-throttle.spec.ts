import { THROTTLED_ACTIONS } from '@boonies/contracts';
import { createTestDatabase, errorOf, type TestDatabase } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/load-config';
import { ServiceConfig } from '../src/config/service-config';
import { ensureSchema, migrateExclusively } from '../src/database/service-database.module';
import { ActionThrottle } from '../src/throttles/action-throttle';
import { CreateThrottles1764030000000 } from '../src/throttles/create-throttles.migration';

const SCHEMA = 'skateshop';

/** One replica's connection to the shared database, as each service process has its own pool. */
function replica(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    schema: SCHEMA,
    migrations: [CreateThrottles1764030000000],
    migrationsTableName: 'migrations',
    poolSize: 4,
  });
}

describe('ActionThrottle', () => {
  let database: TestDatabase;
  const replicas: DataSource[] = [];
  const config = loadConfig(ServiceConfig, { THROTTLE_POSTS: '10/60', THROTTLE_REPLIES: '3/5' });
  let first: ActionThrottle;
  let second: ActionThrottle;

  beforeAll(async () => {
    database = await createTestDatabase('platform_throttles');
    await ensureSchema(database.url, SCHEMA);
    replicas.push(await replica(database.url).initialize(), await replica(database.url).initialize());
    await migrateExclusively(replicas[0], SCHEMA);
    first = new ActionThrottle(replicas[0], SCHEMA, config);
    second = new ActionThrottle(replicas[1], SCHEMA, config);
  });

  afterAll(async () => {
    await Promise.all(replicas.map((dataSource) => dataSource.destroy()));
    await database?.drop();
  });

  it('lets the limit through, then refuses with the wait, counting both replicas together', async () => {
    const account = randomUUID();
    for (let post = 0; post < 10; post++) await (post % 2 ? first : second).consume('post', account);

    for (const throttle of [first, second]) {
      const refused = await errorOf(throttle.consume('post', account));
      expect(refused).toEqual({
        code: 'RATE_LIMITED',
        error: expect.stringMatching(/^You're posting too fast\. Try again in \d+ seconds\.$/),
        retryAfterSeconds: expect.any(Number),
      });
      expect(refused.retryAfterSeconds).toBeGreaterThan(55);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('counts each account and each action apart', async () => {
    const account = randomUUID();
    for (let post = 0; post < 10; post++) await first.consume('post', account);

    await expect(first.consume('reply', account)).resolves.toBeUndefined();
    await expect(first.consume('post', randomUUID())).resolves.toBeUndefined();
  });

  it('lets exactly the limit through when requests race on both replicas', async () => {
    const account = randomUUID();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, index) => (index % 2 ? first : second).consume('post', account)),
    );
    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(10);
  });

  it('opens a new window once the old one has passed', async () => {
    const account = randomUUID();
    for (let reply = 0; reply < 3; reply++) await first.consume('reply', account);
    await expect(second.consume('reply', account)).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    await replicas[0].query(`UPDATE "${SCHEMA}"."throttles" SET expire = 0 WHERE key = $1`, [
      `reply:${account}`,
    ]);

    await expect(second.consume('reply', account)).resolves.toBeUndefined();
  });

  it('has a limit for every action', async () => {
    for (const action of THROTTLED_ACTIONS)
      await expect(first.consume(action, randomUUID())).resolves.toBeUndefined();
  });

  it('refuses rather than lets through when its store fails', async () => {
    const broken = new ActionThrottle(replicas[0], 'no_such_schema', config);
    const failure = await broken.consume('post', randomUUID()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
