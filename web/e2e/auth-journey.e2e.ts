import { AUTH_MESSAGES } from '@boonies/contracts/auth';
import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser } from 'playwright-core';
import { emailOf, logOut, signUp } from './account';

describe('account journey in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({ label: 'web_auth', services: ['auth', 'social'] });
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

  it('loads the password rule with the sign-up card, rates as one types and refuses a common password', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const dictionaries: string[] = [];
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/password-rule-[\w-]+\.js$/.test(request.url())) dictionaries.push(request.url());
      if (request.url().endsWith('/api/auth/signup')) signUps.push(request.url());
    });
    await page.goto(`${system.baseUrl}/auth`);
    await page.getByRole('button', { name: /^sign in$/i }).waitFor();
    expect(dictionaries).toEqual([]);

    await page
      .getByRole('button', { name: /sign up/i })
      .last()
      .click();
    const username = `common${Date.now()}`;
    await page.getByLabel(/^email/i).fill(emailOf(username));
    await page.getByLabel(/^username/i).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('qwerty');
    await page.getByLabel(/^confirm password/i).fill('qwerty');
    const rated = (label: string) =>
      page.locator(`[role="meter"][aria-label="Password strength"][aria-valuetext="${label}"]`);
    await rated('Weak').waitFor();
    expect(dictionaries).toHaveLength(1);

    await page.getByRole('button', { name: /create account/i }).click();
    await page.getByText(AUTH_MESSAGES.passwordTooCommon).waitFor();
    expect(signUps).toEqual([]);

    await page.getByLabel('Password', { exact: true }).fill('kickflip at dusk on the quarter pipe');
    await rated('Strong').waitFor();
    await page.close();
  });
});
