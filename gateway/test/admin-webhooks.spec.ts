import { startSystem, type RunningSystem } from '@boonies/testing';
import type { Response } from 'supertest';
import { Browser } from './support/browser';
import { expectStatus } from './support/expect-status';
import { signedInAdmin, signedUp, type SignedInUser } from './support/tricks-system';

const SYSTEM_START_TIMEOUT_MS = 120_000;
jest.setTimeout(60_000);

/** The webhook endpoints over HTTP: admins only, every input validated, refused targets answered as 4xx. */
describe('admin webhooks', () => {
  let system: RunningSystem;
  let admin: SignedInUser;
  let skater: SignedInUser;
  let endpointId: string;
  const anonymous = () => new Browser(system.baseUrl);

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-admin-webhooks',
      services: ['auth', 'social', 'webhooks'],
      env: { WEBHOOKS_ALLOWED_TARGETS: '127.0.0.1/32' },
    });
    [admin, skater] = await Promise.all([signedInAdmin(system), signedUp(system, 'skater')]);
    const created = await admin.browser.post('/api/admin/webhooks', {
      url: 'http://127.0.0.1:9/hooks',
      description: 'Park display',
      eventTypes: ['game.won'],
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    endpointId = created.body.id;
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  const routes: { name: string; call(browser: Browser): Promise<Response>; status: number }[] = [
    { name: 'GET /api/admin/webhooks', call: (b) => b.get('/api/admin/webhooks'), status: 200 },
    {
      name: 'PATCH /api/admin/webhooks/{id}',
      call: (b) => b.patch(`/api/admin/webhooks/${endpointId}`, { description: 'Park display (lobby)' }),
      status: 200,
    },
    {
      name: 'GET /api/admin/webhooks/{id}/deliveries',
      call: (b) => b.get(`/api/admin/webhooks/${endpointId}/deliveries?status=dead&limit=10`),
      status: 200,
    },
    {
      name: 'POST /api/admin/webhooks/{id}/deliveries/replay-dead',
      call: (b) => b.post(`/api/admin/webhooks/${endpointId}/deliveries/replay-dead`),
      status: 200,
    },
    {
      name: 'POST /api/admin/webhooks/{id}/rotate-secret',
      call: (b) => b.post(`/api/admin/webhooks/${endpointId}/rotate-secret`, { graceSeconds: 60 }),
      status: 200,
    },
    {
      name: 'POST /api/admin/webhooks/{id}/test',
      call: (b) => b.post(`/api/admin/webhooks/${endpointId}/test`),
      status: 201,
    },
  ];

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s: anonymous 401, skater 403, admin OK',
    async (_, route) => {
      const statuses = [
        (await route.call(anonymous())).status,
        (await route.call(skater.browser)).status,
        (await route.call(admin.browser)).status,
      ];
      expect(statuses).toEqual([401, 403, route.status]);
    },
  );

  it('refuses unknown fields, unbounded strings and lists, bad URLs and private targets with { error, code }', async () => {
    const valid = { url: 'http://127.0.0.1:9/hooks', eventTypes: ['trick.verified'] };
    const refusals: [object, number, string][] = [
      [{ ...valid, secret: 'whsec_mine' }, 400, 'VALIDATION_FAILED'],
      [{ ...valid, description: 'x'.repeat(201) }, 400, 'VALIDATION_FAILED'],
      [{ ...valid, eventTypes: ['messaging.message-sent'] }, 400, 'VALIDATION_FAILED'],
      [{ ...valid, eventTypes: [] }, 400, 'VALIDATION_FAILED'],
      [{ ...valid, eventTypes: ['game.won', 'game.won'] }, 400, 'VALIDATION_FAILED'],
      [{ ...valid, url: 'ftp://example.com/hooks' }, 400, 'VALIDATION_FAILED'],
      [{ ...valid, url: 'https://user:pass@example.com/hooks' }, 400, 'VALIDATION_FAILED'],
      [{ ...valid, url: `https://example.com/${'a'.repeat(2048)}` }, 400, 'VALIDATION_FAILED'],
      [{ ...valid, url: 'https://10.0.0.1/hooks' }, 422, 'TARGET_REFUSED'],
      [{ ...valid, url: 'https://169.254.169.254/latest' }, 422, 'TARGET_REFUSED'],
      [{ ...valid, url: 'http://8.8.8.8/hooks' }, 422, 'TARGET_REFUSED'],
    ];
    for (const [body, status, code] of refusals) {
      const response = await admin.browser.post('/api/admin/webhooks', body);
      expectStatus(response, status, code);
      expect(response.body.error).toEqual(expect.any(String));
    }
    expectStatus(await admin.browser.patch('/api/admin/webhooks/not-an-id', {}), 400, 'VALIDATION_FAILED');
    expectStatus(
      await admin.browser.post(`/api/admin/webhooks/${endpointId}/rotate-secret`, { graceSeconds: -1 }),
      400,
      'VALIDATION_FAILED',
    );
    expectStatus(
      await admin.browser.get(`/api/admin/webhooks/${endpointId}/deliveries?limit=1000`),
      400,
      'VALIDATION_FAILED',
    );
    const paused = await admin.browser.post('/api/admin/webhooks', { ...valid, enabled: false });
    expect(paused.status).toBe(201);
    expectStatus(await admin.browser.post(`/api/admin/webhooks/${paused.body.id}/test`), 409, 'CONFLICT');
    expectStatus(
      await admin.browser.delete('/api/admin/webhooks/00000000-0000-4000-8000-000000000000'),
      404,
      'NOT_FOUND',
    );
  });
});
