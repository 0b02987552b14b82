import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { queryDatabase, signedUpSkater, signUpByApi, waitUntil } from './system-helpers';

/** The catalogue trick the clip shows: the posts service learns it from the tricks service's events. */
const OLLIE = { id: 'fund-4', name: 'Ollie' };

/**
 * Verification explained: a fresh account sees what a trick video still needs, votes make, and learns
 * that its vote does not count yet (on the clip, and on its settings page, with the reason).
 */
describe('verification standing, in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({
      label: 'web_verification_standing',
      services: ['auth', 'social', 'tricks', 'posts', 'verification'],
    });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const query = (sql: string, params: unknown[]) => queryDatabase(system, sql, params);

  const toast = (page: Page, text: string): Locator =>
    page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

  const verificationBlock = (page: Page, text: string): Locator =>
    page
      .getByRole('article')
      .filter({ hasText: text })
      .first()
      .getByRole('region', { name: 'Make or fake?' });

  it('a new account’s make vote is taken but does not count yet, and it is told why', async () => {
    await waitUntil(
      system,
      async () => (await query('SELECT 1 FROM posts.tricks WHERE id = $1', [OLLIE.id])).length > 0,
      'the catalogue in the posts service',
    );
    const poster = await signUpByApi(system, `poster${Date.now()}`);
    await waitUntil(
      system,
      async () => (await query('SELECT 1 FROM posts.authors WHERE user_id = $1', [poster.id])).length > 0,
      'the poster in the posts service',
    );
    const clip = (await poster.call('POST', '/api/posts/trick-video', {
      content: 'Ollie up the curb, first try',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      trickIds: [OLLIE.id],
    })) as { id: string };
    // The verification service opens the clip's verification from the posts service's event.
    await waitUntil(
      system,
      async () => ((await poster.call('GET', `/api/verifications/post/${clip.id}`)) as unknown[]).length > 0,
      'the verification of the clip',
    );

    // A fresh account, signed up from the sign-up card (so its browser's device id goes along).
    const fresh = await signedUpSkater(system, browser, 'fresh', 'posts.authors');
    await fresh.page.goto(`${system.baseUrl}/?tab=verifications`);
    const block = verificationBlock(fresh.page, 'Ollie up the curb, first try');
    await block.getByText('3 more votes from established skaters needed').waitFor();
    expect(await block.getByText(/doesn't count yet/).count()).toBe(0);

    await block.getByRole('button', { name: `Make ${OLLIE.name}` }).click();
    await toast(fresh.page, 'Thanks — your vote counts once your account has standing').waitFor();
    await block
      .getByText("1 vote doesn't count yet: a new account, or an account that looks like another")
      .waitFor();
    await block.getByText('3 more votes from established skaters needed').waitFor();
    expect(await block.getByText('Verified', { exact: true }).count()).toBe(0);

    await fresh.page.goto(`${system.baseUrl}/settings`);
    const card = fresh.page.getByRole('region', { name: 'Your verification vote' });
    await card.getByText("Your vote doesn't count yet").waitFor();
    await card
      .getByRole('list', { name: 'Why' })
      .getByText('Your account is less than a day old; votes count from day 7')
      .waitFor();
    await card
      .getByRole('list', { name: 'How to make it count more' })
      .getByText(/Get one of your tricks verified/)
      .waitFor();

    await fresh.page.context().close();
  }, 180_000);
});
