import { THROTTLED_ACTIONS } from '@boonies/contracts/throttles';
import { createTestDatabase, errorOf, type TestDatabase } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/load-config';
import { ServiceConfig } from '../src/config/service-config';
import { ensureSchema, migrateExclusively } from '../src/database/service-database.module';
import { ACTION_THROTTLES_TABLE, ActionThrottle } from '../src/throttles/action-throttle';
import { CreateThrottles1764030000000 } from '../src/throttles/create-throttles.migration';
import { SlideThrottleWindows1764050000000 } from '../src/throttles/slide-throttle-windows.migration';
import { UpdateThrottleHitsInPlace1764070000000 } from '../src/throttles/update-throttle-hits-in-place.migration';

const SCHEMA = 'skateshop';

/** One replica's connection to the shared database, as each service process has its own pool. */
function replica(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    schema: SCHEMA,
    migrations: [
      CreateThrottles1764030000000,
      SlideThrottleWindows1764050000000,
      UpdateThrottleHitsInPlace1764070000000,
    ],
    migrationsTableName: 'migrations',
    poolSize: 4,
  });
}

describe('ActionThrottle', () => {
  let database: TestDatabase;
  const replicas: DataSource[] = [];
  const config = loadConfig(ServiceConfig, {
    THROTTLE_POSTS: '10/60',
    THROTTLE_REPLIES: '3/5',
    THROTTLE_MESSAGES: '5/1',
  });
  let first: ActionThrottle;
  let second: ActionThrottle;

  /** Moves an account's recorded actions `ms` into the past, as if that much time had gone by. */
  async function timePasses(key: string, ms: number): Promise<void> {
    await replicas[0].query(
      `UPDATE "${SCHEMA}"."${ACTION_THROTTLES_TABLE}"
          SET hits = ARRAY(SELECT h - $2 FROM unnest(hits) h ORDER BY h), expires_at = expires_at - $2
        WHERE key = $1`,
      [key, ms],
    );
  }

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
    for (const outcome of outcomes.filter(({ status }) => status === 'rejected'))
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('lets no more than the limit through across a window boundary', async () => {
    // Replies: 3 in any 5 s. One at 0 s, two at 4 s: a fixed window would open afresh at 5 s and let three
    // more through at 5.2 s, five within 1.2 s. The sliding window lets one, as only the first has left it.
    // The steps leave a second of slack each way, so a slow machine's real time cannot move a hit across.
    const account = randomUUID();
    const key = `reply:${account}`;
    await first.consume('reply', account);
    await timePasses(key, 4000);
    await second.consume('reply', account);
    await first.consume('reply', account);
    await expect(second.consume('reply', account)).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    await timePasses(key, 1200);

    await expect(first.consume('reply', account)).resolves.toBeUndefined();
    await expect(second.consume('reply', account)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(first.consume('reply', account)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('never lets more than the limit through in any window, under a steady stream from both replicas', async () => {
    // Messages: 5 in any 1 s, attempted every ~20 ms for 2.5 s. The database dates each action between the
    // call's start and its answer, so two let-through actions `limit` apart were at most end - start apart.
    const account = randomUUID();
    const allowed: { start: number; end: number }[] = [];
    const until = Date.now() + 2500;
    for (let attempt = 0; Date.now() < until; attempt++) {
      const start = performance.now();
      const outcome = await (attempt % 2 ? first : second).consume('message', account).then(
        () => true,
        (refusal: unknown) => {
          expect(refusal).toMatchObject({ code: 'RATE_LIMITED' });
          return false;
        },
      );
      if (outcome) allowed.push({ start, end: performance.now() });
      await sleep(20);
    }

    for (let index = 0; index + 5 < allowed.length; index++)
      expect(allowed[index + 5].end - allowed[index].start).toBeGreaterThanOrEqual(1000);
    // …and still lets the full limit through in each second: 5 at once, then 5 a second on.
    expect(allowed.length).toBeGreaterThanOrEqual(10);
    expect(allowed.length).toBeLessThanOrEqual(15);
  });

  it('says the real time until one more action is allowed, and allows it then', async () => {
    // Posts: 10 in any 60 s. One at 0 s and nine at 20 s: the next is allowed at 60 s, 40 s from now.
    const account = randomUUID();
    const key = `post:${account}`;
    await first.consume('post', account);
    await timePasses(key, 20_000);
    for (let post = 0; post < 9; post++) await second.consume('post', account);

    const refused = await errorOf(first.consume('post', account));
    expect(refused.retryAfterSeconds).toBe(40);
    expect(refused.error).toBe("You're posting too fast. Try again in 40 seconds.");

    await timePasses(key, 39_000);
    expect((await errorOf(second.consume('post', account))).retryAfterSeconds).toBe(1);

    await timePasses(key, 1000);
    await expect(second.consume('post', account)).resolves.toBeUndefined();
    // The nine of 20 s ago are still in the window: the next waits for the oldest of them.
    expect((await errorOf(first.consume('post', account))).retryAfterSeconds).toBe(20);
  });

  it('does not count refused attempts', async () => {
    const account = randomUUID();
    const key = `reply:${account}`;
    for (let reply = 0; reply < 3; reply++) await first.consume('reply', account);
    for (let attempt = 0; attempt < 5; attempt++)
      await expect(second.consume('reply', account)).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    await timePasses(key, 5000);

    for (let reply = 0; reply < 3; reply++) await second.consume('reply', account);
  });

  it("updates a key's row in place: every hit after the first is a heap-only update", async () => {
    const statistics = async () => {
      await replicas[0].query('SELECT pg_stat_force_next_flush()');
      const [row] = await replicas[0].query<{ updates: number; inPlace: number }[]>(
        `SELECT n_tup_upd::int AS updates, n_tup_hot_upd::int AS "inPlace" FROM pg_stat_user_tables
          WHERE schemaname = $1 AND relname = $2`,
        [SCHEMA, ACTION_THROTTLES_TABLE],
      );
      return row;
    };
    const before = await statistics();
    const account = randomUUID();
    for (let hit = 0; hit < 9; hit += 1) await first.consume('post', account);

    // Each connection of the pool reports its counts when it next goes idle, within seconds.
    let after = await statistics();
    for (let waited = 0; after.updates - before.updates < 8 && waited < 15_000; waited += 250) {
      await sleep(250);
      after = await statistics();
    }
    expect({ updates: after.updates - before.updates, inPlace: after.inPlace - before.inPlace }).toEqual({
      updates: 8,
      inPlace: 8,
    });
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
