import { randomUUID } from 'node:crypto';
import { startSystem, type RunningSystem } from '@boonies/testing';
import { Browser } from './support/browser';
import { startGatewayReplica, type GatewayReplica } from './support/gateway-replica';
import { skater } from './support/posts-system';
import { SYSTEM_START_TIMEOUT_MS } from './support/system';

const FOLLOWS = 3;
const REACTIONS = 3;
const TELEMETRY_PER_MINUTE = 4;

describe('per-account throttles through the gateway', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-throttles',
      services: ['auth', 'social', 'posts'],
      env: {
        TRUST_PROXY: 'true',
        THROTTLE_POSTS: '10/60',
        THROTTLE_FOLLOWS: `${FOLLOWS}/600`,
        THROTTLE_REACTIONS: `${REACTIONS}/600`,
        TELEMETRY_PER_MINUTE: String(TELEMETRY_PER_MINUTE),
      },
    });
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  it('answers 60 posts sent at once with 10 × 201 and 50 × 429, each refusal with Retry-After', async () => {
    const { browser } = await skater(system);

    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) => browser.post('/api/posts', { content: `Spam ${index}` })),
    );

    const statuses = responses.map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    for (const refused of responses.filter(({ status }) => status === 429)) {
      expect(refused.body).toEqual({
        error: expect.stringMatching(/^You're posting too fast\. Try again in \d+ seconds\.$/),
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
      expect(Number(refused.headers['retry-after'])).toBe(refused.body.retryAfterSeconds);
      expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('refuses the follow past the limit with 429 and Retry-After, another account still following', async () => {
    const fan = await skater(system, 'fan');
    const others = await Promise.all([1, 2].map(() => skater(system)));
    for (let change = 0; change < FOLLOWS; change++) {
      const response =
        change % 2 === 0
          ? await fan.browser.post('/api/follows', { followingId: others[0].id })
          : await fan.browser.delete(`/api/follows/${others[0].id}`);
      expect(response.status).toBeLessThan(300);
    }

    const refused = await fan.browser.post('/api/follows', { followingId: others[1].id });

    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect((await others[1].browser.post('/api/follows', { followingId: fan.id })).status).toBe(201);
  });

  describe('which refused attempts count', () => {
    let postId: string;

    beforeAll(async () => {
      const author = await skater(system, 'author');
      postId = (await author.browser.post('/api/posts', { content: 'Like me' })).body.id;
    });

    it('never counts a request refused as invalid before its action', async () => {
      const fan = await skater(system, 'fan');
      for (const body of [{ postId: 'nope', reactionType: 'like' }, { postId, reactionType: 'love' }, {}]) {
        for (let attempt = 0; attempt < REACTIONS; attempt++) {
          expect((await fan.browser.post('/api/reactions', body)).status).toBe(400);
        }
      }

      const reactions = [
        await fan.browser.post('/api/reactions', { postId, reactionType: 'like' }),
        await fan.browser.delete(`/api/reactions/${postId}`),
        await fan.browser.post('/api/reactions', { postId, reactionType: 'dislike' }),
      ];

      expect(reactions.map(({ status }) => status)).toEqual([200, 200, 200]);
      expect((await fan.browser.delete(`/api/reactions/${postId}`)).status).toBe(429);
    });

    it("counts a well-formed attempt the action's own rule refuses", async () => {
      const prober = await skater(system, 'prober');
      for (let attempt = 0; attempt < REACTIONS; attempt++) {
        const missing = await prober.browser.post('/api/reactions', {
          postId: randomUUID(),
          reactionType: 'like',
        });
        expect(missing.status).toBe(404);
      }

      const real = await prober.browser.post('/api/reactions', { postId, reactionType: 'like' });

      expect(real.status).toBe(429);
      expect(real.body).toMatchObject({ code: 'RATE_LIMITED' });
    });
  });

  describe('anonymous 404 reports across two gateway replicas', () => {
    let replica: GatewayReplica;

    beforeAll(async () => {
      replica = await startGatewayReplica(system, {
        TRUST_PROXY: 'true',
        TELEMETRY_PER_MINUTE: String(TELEMETRY_PER_MINUTE),
      });
    }, SYSTEM_START_TIMEOUT_MS);

    afterAll(() => replica?.stop());

    it('counts one address once across both, refusing the report past the limit with Retry-After', async () => {
      const address = '203.0.113.44';
      const [first, second] = [system.baseUrl, replica.baseUrl].map((url) => new Browser(url, address));
      for (let report = 0; report < TELEMETRY_PER_MINUTE; report++) {
        const response = await (report % 2 ? second : first).post('/api/telemetry/not-found', {
          path: '/nope',
        });
        expect(response.status).toBe(204);
      }

      for (const browser of [first, second]) {
        const refused = await browser.post('/api/telemetry/not-found', { path: '/nope' });
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({
          error: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/),
          code: 'RATE_LIMITED',
          retryAfterSeconds: expect.any(Number),
        });
        expect(Number(refused.headers['retry-after'])).toBe(refused.body.retryAfterSeconds);
        expect(refused.body.retryAfterSeconds).toBeGreaterThan(55);
        expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(60);
      }
      const elsewhere = new Browser(replica.baseUrl, '203.0.113.45');
      expect((await elsewhere.post('/api/telemetry/not-found', { path: '/nope' })).status).toBe(204);
    });
  });

  it('still refuses an anonymous post as unauthenticated', async () => {
    const response = await new Browser(system.baseUrl).post('/api/posts', { content: 'Who?' });
    expect(response.status).toBe(401);
  });
});
