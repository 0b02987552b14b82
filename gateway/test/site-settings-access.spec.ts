import type { AdminSiteSettingsDto } from '@boonies/contracts/admin';
import type { PublicConfigDto } from '@boonies/contracts/config';
import { startSystem, type RunningSystem } from '@boonies/testing';
import {
  ADMIN_SYSTEM_START_TIMEOUT_MS,
  ADMIN_TEST_TIMEOUT_MS,
  signedInAdmin,
  signedUp,
  type SignedInUser,
} from './support/admin-system';
import { Browser } from './support/browser';
import { expectStatus } from './support/expect-status';

jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const STORE_URL = 'https://shop.example.com/boonies';
const MERCH_LINK = 'https://merch.example.org/boonies-tees';

/** The admin panel's Store settings over HTTP, and what the public config makes of them. */
describe('site settings routes', () => {
  let system: RunningSystem;
  let moderator: SignedInUser;
  let skater: SignedInUser;
  const anonymous = () => new Browser(system.baseUrl);
  const publicConfig = async (): Promise<PublicConfigDto> => {
    const response = await anonymous().get('/api/config/public');
    expectStatus(response, 200);
    return response.body;
  };

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-site-settings',
      services: ['auth', 'social', 'admin'],
      env: { TRUST_PROXY: 'true', STORE_URL },
    });
    [moderator, skater] = await Promise.all([signedInAdmin(system), signedUp(system, 'skater')]);
  }, ADMIN_SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  it.each([
    { name: 'GET /api/admin/site-settings', call: (b: Browser) => b.get('/api/admin/site-settings') },
    {
      name: 'PUT /api/admin/site-settings',
      call: (b: Browser) => b.put('/api/admin/site-settings', { storeUrl: null }),
    },
  ])('$name: anonymous 401, ordinary user 403, admin 200', async ({ call }) => {
    expectStatus(await call(anonymous()), 401, 'UNAUTHENTICATED');
    expectStatus(await call(skater.browser), 403, 'FORBIDDEN');
    expectStatus(await call(moderator.browser), 200);
  });

  it('serves the deployment STORE_URL until an admin sets a link, then the link (offered, not framed)', async () => {
    expect(await publicConfig()).toMatchObject({ storeUrl: STORE_URL, merchandiseUrl: STORE_URL });

    const saved = await moderator.browser.put('/api/admin/site-settings', { storeUrl: MERCH_LINK });
    expectStatus(saved, 200);
    expect(saved.body as AdminSiteSettingsDto).toEqual({
      storeUrl: MERCH_LINK,
      updatedAt: expect.any(String),
      defaultStoreUrl: STORE_URL,
    });
    expect((await moderator.browser.get('/api/admin/site-settings')).body).toEqual(saved.body);

    const response = await anonymous().get('/api/config/public');
    expect(response.headers['cache-control']).toBe('no-cache');
    // Another origin than STORE_URL's: the CSP lets only that one be framed, so the page links to it.
    expect(response.body).toMatchObject({ storeUrl: null, merchandiseUrl: MERCH_LINK });

    expectStatus(await moderator.browser.put('/api/admin/site-settings', { storeUrl: '' }), 200);
    expect(await publicConfig()).toMatchObject({ storeUrl: STORE_URL, merchandiseUrl: STORE_URL });
  });

  it('refuses a link that is not https, too long, or comes with other fields', async () => {
    for (const [body, field] of [
      [{ storeUrl: 'http://merch.example.org/' }, 'storeUrl'],
      [{ storeUrl: `https://merch.example.org/${'x'.repeat(600)}` }, 'storeUrl'],
      [{ storeUrl: null, colour: 'pink' }, 'colour'],
    ] as const) {
      const response = await moderator.browser.put('/api/admin/site-settings', body);
      expectStatus(response, 400, 'VALIDATION_FAILED');
      expect(response.body.field).toBe(field);
    }
  });
});
