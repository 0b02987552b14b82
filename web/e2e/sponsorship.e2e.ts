import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { emailOf, signUp } from './account';
import { queryDatabase, waitUntil, phonePage } from './system-helpers';

/**
 * A brand and a skater on two phones: the brand finds the skater on the Sponsorships page and sends a
 * request; the skater accepts it from the inbox; the brand then sees the skater among its athletes.
 */
describe('sponsorship journey in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({
      label: 'web_sponsorship',
      services: ['auth', 'social', 'messaging', 'sponsorships'],
    });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const query = (sql: string, params: unknown[]) => queryDatabase(system, sql, params);

  const eventually = (check: () => Promise<boolean>, what: string, timeoutMs?: number) =>
    waitUntil(system, check, what, timeoutMs);

  const phone = () => phonePage(browser);

  async function signedUp(label: string): Promise<{ page: Page; username: string; id: string }> {
    const page = await phone();
    const username = `${label}${Date.now()}`;
    await signUp(page, system.baseUrl, username);
    await page.waitForURL(`${system.baseUrl}/`);
    const [row] = await query('SELECT id FROM auth.users WHERE email = $1', [emailOf(username)]);
    return { page, username, id: String(row.id) };
  }

  function toast(page: Page, text: string): Locator {
    return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  }

  it('a brand sends a request, the athlete accepts it from the inbox, the brand sees its athlete', async () => {
    const brand = await signedUp('brand');
    const athlete = await signedUp('athlete');

    // A brand account is one its owner turned into a brand.
    const status = await brand.page.evaluate(async (id) => {
      const response = await fetch(`/api/users/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'boonies' },
        body: JSON.stringify({ isBrand: true }),
      });
      return response.status;
    }, brand.id);
    expect(status).toBe(200);
    await eventually(
      async () =>
        (await query('SELECT 1 FROM sponsorships.users WHERE user_id = $1 AND is_brand', [brand.id])).length >
          0 && (await query('SELECT 1 FROM sponsorships.users WHERE user_id = $1', [athlete.id])).length > 0,
      'both accounts in the sponsorships service',
    );
    await eventually(
      async () => (await query('SELECT 1 FROM messaging.users WHERE user_id = $1', [brand.id])).length > 0,
      'the brand in the messaging service',
    );

    // The brand (reloaded as a brand) finds the athlete on the Sponsorships page and sends a request.
    await brand.page.goto(`${system.baseUrl}/sponsorships`);
    await brand.page.getByRole('heading', { level: 1, name: 'Sponsorships' }).waitFor();
    await brand.page.getByRole('searchbox', { name: 'Search athletes' }).fill(athlete.username);
    await brand.page
      .getByRole('button', { name: `Send sponsorship request to @${athlete.username}` })
      .click();
    await toast(brand.page, `Sponsorship request sent to @${athlete.username}`).waitFor();
    const pending = brand.page.getByRole('region', { name: /^Pending requests/ });
    await pending.getByRole('button', { name: `Cancel request to @${athlete.username}` }).waitFor();
    await brand.page.getByRole('list', { name: 'Athletes' }).getByText('Pending', { exact: true }).waitFor();

    // The athlete answers from the inbox's Sponsorships tab.
    await athlete.page.goto(`${system.baseUrl}/inbox?tab=sponsorships`);
    const requests = athlete.page.getByRole('list', { name: 'Sponsorship requests' });
    const request = requests.getByRole('listitem').filter({ hasText: brand.username });
    await request.getByText('wants to sponsor you').waitFor();
    await request.getByRole('button', { name: 'Accept' }).click();
    await request.getByText('Accepted', { exact: true }).waitFor();
    expect(await request.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await request.getByRole('button', { name: 'Reject' }).count()).toBe(0);

    // The brand's own profile lists the athlete under Sponsored Athletes.
    await brand.page.goto(`${system.baseUrl}/profile`);
    const sponsored = brand.page.getByRole('region', { name: 'Sponsored Athletes' });
    await sponsored.getByRole('link', { name: new RegExp(athlete.username) }).waitFor();
    // And the athlete's profile shows the brand as a sponsor.
    await brand.page.goto(`${system.baseUrl}/profile/${athlete.id}`);
    await brand.page
      .getByRole('region', { name: 'Sponsors' })
      .getByRole('link', { name: new RegExp(brand.username) })
      .waitFor();
    await brand.page.getByRole('button', { name: 'Sponsored' }).waitFor();

    await brand.page.context().close();
    await athlete.page.context().close();
  }, 180_000);
});
