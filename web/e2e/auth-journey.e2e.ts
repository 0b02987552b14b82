import { startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';

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

  async function signUp(page: Page, username: string) {
    await page.goto(`${system.baseUrl}/`);
    await page.waitForURL('**/auth');
    await page
      .getByRole('button', { name: /sign up/i })
      .last()
      .click();
    await page.getByLabel(/^email/i).fill(`${username}@example.com`);
    await page.getByLabel(/^username/i).fill(username);
    await page.getByLabel(/^password/i).fill('kickflip-123');
    await page.getByLabel(/^confirm password/i).fill('kickflip-123');
    await page
      .getByRole('button', { name: /create account|sign up/i })
      .first()
      .click();
  }

  it('signs up, stays signed in across a reload, and signs out back to /auth', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signUp(page, `skater${Date.now()}`);

    await page.waitForURL(`${system.baseUrl}/`);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.getByText('Account created successfully!').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: /log out/i }).click();
    await page.waitForURL('**/auth');
    await page.getByText('Signed out successfully!').waitFor();

    await page.goto(`${system.baseUrl}/tricks`);
    await page.waitForURL('**/auth');
    await page.close();
  });
});
