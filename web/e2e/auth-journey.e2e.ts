import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser } from 'playwright-core';
import { logOut, signUp } from './account';

describe('account journey in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({ label: 'web_auth', services: ['auth'] });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('signs up, stays signed in across a reload, and signs out back to /auth', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signUp(page, system.baseUrl, `skater${Date.now()}`);

    await page.waitForURL(`${system.baseUrl}/`);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.getByText('Account created successfully!').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await logOut(page);
    await page.getByText('Signed out successfully!').waitFor();

    await page.goto(`${system.baseUrl}/tricks`);
    await page.waitForURL('**/auth');
    await page.close();
  });
});
