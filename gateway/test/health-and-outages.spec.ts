import { SERVICE_NAMES } from '@boonies/contracts/common';
import type { RunningSystem } from '@boonies/testing';
import { Browser, newAccount } from './support/browser';
import { startAuthSystem, SYSTEM_START_TIMEOUT_MS } from './support/system';

/** A stopped service has no subscriber: NATS says so at once, long before the 5 s call timeout. */
const FAST_FAILURE_MS = 1000;

describe('health and outages', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    system = await startAuthSystem('gateway-outages');
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  it('reports every service, and 503 while any is missing', async () => {
    const response = await new Browser(system.baseUrl).get('/api/health');

    expect(response.status).toBe(503);
    expect(response.body.status).toBe('degraded');
    expect(Object.keys(response.body.services).sort()).toEqual([...SERVICE_NAMES].sort());
    expect(response.body.services.auth).toMatchObject({
      status: 'up',
      service: 'auth',
      database: 'up',
      uptimeSeconds: expect.any(Number),
      outboxBacklog: expect.any(Number),
    });
    expect(response.body.services.tricks).toEqual({
      status: 'down',
      error: expect.stringContaining('tricks'),
    });
  });

  it('answers 503 at once while a service is stopped, and recovers when it is back', async () => {
    const browser = new Browser(system.baseUrl);
    await system.stopService('auth');

    const started = Date.now();
    const refused = await browser.signUp(newAccount());
    expect(Date.now() - started).toBeLessThan(FAST_FAILURE_MS);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: expect.stringContaining('auth'), code: 'SERVICE_UNAVAILABLE' });
    expect((await browser.get('/api/health')).body.services.auth.status).toBe('down');

    await system.startService('auth');
    expect((await browser.signUp(newAccount())).status).toBe(201);
  }, 60_000);
});
