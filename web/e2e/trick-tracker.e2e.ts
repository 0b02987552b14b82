import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { emailOf, logOut, signIn, signUp } from './account';
import { queryDatabase } from './system-helpers';

/** The trick the skater ticks first: the first suggestion, read off the screen. */
interface TickedTrick {
  id: string;
  name: string;
  points: number;
}

describe('trick tracker journey in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({ label: 'web_tricks', services: ['auth', 'social', 'tricks'] });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  /** The score card's figure for a label, e.g. "Private score" → "10 pts". */
  function stat(page: Page, label: string): Locator {
    return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
  }

  async function openTracker(page: Page): Promise<void> {
    await page.goto(`${system.baseUrl}/tricks`);
    await page.getByRole('heading', { name: 'Browse all tricks' }).waitFor();
  }

  async function firstSuggestion(page: Page): Promise<{ trick: TickedTrick; box: Locator }> {
    const box = page.getByRole('checkbox', { name: / learned$/ }).first();
    await box.waitFor();
    const tile = box.locator('xpath=ancestor::li[1]');
    const link = tile.getByRole('link');
    const name = (await link.textContent()) ?? '';
    const id = decodeURIComponent((await link.getAttribute('href'))?.split('/').pop() ?? '');
    const points = Number((await tile.getByText(/^\d+ pts$/).textContent())?.split(' ')[0]);
    return { trick: { id, name, points }, box };
  }

  async function makeAdmin(username: string): Promise<void> {
    await queryDatabase(system, 'UPDATE auth.users SET is_admin = true WHERE email = $1', [
      emailOf(username),
    ]);
  }

  /** Calls the API from the page, with its session cookie and the app's own header. */
  async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
    return page.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, {
          method,
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'boonies' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return response.json();
      },
      { method, path, body },
    );
  }

  it('ticks a trick, sees score and level move, and finds it locked once verified', async () => {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const username = `tracker${Date.now()}`;
    await signUp(page, system.baseUrl, username);
    await page.waitForURL(`${system.baseUrl}/`);

    await openTracker(page);
    const levelBar = page.getByRole('progressbar', { name: 'Level progress' });
    await stat(page, 'Private score').filter({ hasText: '0 pts' }).waitFor();
    expect(await levelBar.getAttribute('aria-valuenow')).toBe('0');

    // Tick the first suggestion: the box and the score card change; the level waits for verification.
    const { trick, box } = await firstSuggestion(page);
    expect(trick.points).toBeGreaterThan(0);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith(`/${trick.id}`),
    );
    await box.click();
    expect((await saved).status()).toBe(200);
    await stat(page, 'Private score')
      .filter({ hasText: `${trick.points} pts` })
      .waitFor();
    await stat(page, 'Learned').filter({ hasText: '1 trick' }).waitFor();
    expect(await levelBar.getAttribute('aria-valuenow')).toBe('0');

    // It is saved: after a reload the search finds it ticked. The page may first paint the progress it
    // kept for offline use and then revalidate, so wait for the ticked state rather than reading it once.
    await openTracker(page);
    await page.getByRole('searchbox', { name: 'Search tricks' }).fill(trick.name);
    const ticked = page
      .getByRole('region', { name: 'Search results' })
      .getByRole('checkbox', { name: `${trick.name} learned`, exact: true, checked: true });
    await ticked.waitFor();
    expect(await ticked.isDisabled()).toBe(false);

    // An admin verifies it (sign in again so the new session carries the admin flag).
    await makeAdmin(username);
    await logOut(page);
    await signIn(page, system.baseUrl, username);
    const me = (await callApi(page, 'GET', '/api/auth/me')) as { id: string; isAdmin: boolean };
    expect(me.isAdmin).toBe(true);
    await callApi(page, 'POST', '/api/user-progress', {
      userId: me.id,
      trickId: trick.id,
      learned: true,
      verified: true,
    });

    // Now the trick is locked: checked, disabled, marked verified; the verified score counts it.
    await openTracker(page);
    await stat(page, 'Verified score')
      .filter({ hasText: `${trick.points} pts` })
      .waitFor();
    await stat(page, 'Verified').filter({ hasText: '1 trick' }).waitFor();
    // The level is earned from verified points.
    await page.getByText(`${trick.points % 100} / 100 pts`).waitFor();
    expect(await levelBar.getAttribute('aria-valuenow')).toBe(String(trick.points % 100));
    await page.getByRole('searchbox', { name: 'Search tricks' }).fill(trick.name);
    const locked = page
      .getByRole('region', { name: 'Search results' })
      .getByRole('checkbox', { name: `${trick.name} learned`, exact: true });
    expect(await locked.isChecked()).toBe(true);
    expect(await locked.isDisabled()).toBe(true);
    expect(await locked.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByTitle('Verified tricks are locked').first().waitFor();

    // Its page says so too.
    await page
      .getByRole('region', { name: 'Search results' })
      .getByRole('link', { name: trick.name })
      .click();
    await page.getByRole('heading', { level: 1, name: trick.name }).waitFor();
    const detailBox = page.getByRole('checkbox', { name: 'Learned' });
    expect(await detailBox.isDisabled()).toBe(true);
    await page.getByText('The community confirmed it. Verified tricks are locked.').waitFor();
    await page.close();
  });
});
