import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { logOut, signIn } from './account';
import { callFromPage, queryDatabase, signedUpSkater, waitUntil } from './system-helpers';

/**
 * Blocks and moderation on phones: a blocked skater loses the blocker's posts and profile and cannot react
 * to them; a report reaches the admins' Moderation tab, and hiding the post takes it out of every feed
 * while its author still sees it, marked.
 */
describe('blocks and moderation, in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({
      label: 'web_blocks_moderation',
      services: ['auth', 'social', 'tricks', 'posts', 'verification', 'messaging', 'admin'],
    });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const query = (sql: string, params: unknown[]) => queryDatabase(system, sql, params);

  const skater = (label: string) => signedUpSkater(system, browser, label, 'posts.authors');
  const api = callFromPage;

  const toast = (page: Page, text: string): Locator =>
    page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

  const postCard = (page: Page, text: string): Locator => page.getByRole('article').filter({ hasText: text });

  /** The Popular tab of Home, fresh from the server. */
  async function popularFeed(page: Page): Promise<void> {
    await page.goto(`${system.baseUrl}/?tab=popular`);
    await page
      .getByRole('tablist', { name: 'Feed' })
      .getByRole('tab', { name: 'Popular', selected: true })
      .waitFor();
  }

  it('a block takes the blocker out of the blocked skater’s reach', async () => {
    const cara = await skater('cara');
    const dan = await skater('dan');
    const post = await api(cara.page, 'POST', '/api/posts', { content: 'Rail session at dusk' });
    expect(post.status).toBe(201);

    await popularFeed(dan.page);
    await postCard(dan.page, 'Rail session at dusk').waitFor();

    expect((await api(cara.page, 'POST', '/api/blocks', { userId: dan.id })).status).toBeLessThan(300);
    await waitUntil(
      system,
      async () =>
        (
          await query(
            'SELECT 1 FROM posts.blocks WHERE blocker_id = $1 AND blocked_id = $2 AND is_blocking',
            [cara.id, dan.id],
          )
        ).length > 0,
      'the block in the posts service',
    );

    // Dan's feed no longer has her post (the only one there was), her profile is not found, and the post
    // cannot be touched.
    await popularFeed(dan.page);
    await dan.page.getByText('No posts yet.').waitFor();
    expect(await postCard(dan.page, 'Rail session at dusk').count()).toBe(0);
    await dan.page.goto(`${system.baseUrl}/profile/${cara.id}`);
    await dan.page.getByText('Profile not found').first().waitFor();
    const postId = String(post.body?.id);
    expect((await api(dan.page, 'GET', `/api/posts/${postId}`)).status).toBe(404);
    expect((await api(dan.page, 'POST', '/api/reactions', { postId, reactionType: 'dislike' })).status).toBe(
      404,
    );
    expect(
      (await api(dan.page, 'POST', '/api/posts', { content: 'Nope', parentPostId: postId })).status,
    ).toBe(404);
  }, 120_000);

  it('a report reaches the moderation queue, and hiding the post takes it out of every feed', async () => {
    const spammer = await skater('wheels');
    const eve = await skater('eve');
    const admin = await skater('mod');
    await query('UPDATE auth.users SET is_admin = true WHERE id = $1', [admin.id]);
    // A new session carries the admin flag.
    await logOut(admin.page);
    await signIn(admin.page, system.baseUrl, admin.username);
    expect((await api(spammer.page, 'POST', '/api/posts', { content: 'Buy cheap wheels here' })).status).toBe(
      201,
    );

    // Eve reports it from her feed.
    await popularFeed(eve.page);
    const card = postCard(eve.page, 'Buy cheap wheels here');
    await card.getByRole('button', { name: 'Report post' }).click();
    const dialog = eve.page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('radio', { name: 'Spam' }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toast(eve.page, 'Thanks, our moderators will take a look').waitFor();

    // The admin finds it in the Moderation tab and hides it.
    await admin.page.goto(`${system.baseUrl}/admin?tab=moderation`);
    const actions = admin.page.getByRole('group', { name: `Actions for the post by @${spammer.username}` });
    await actions.getByRole('button', { name: 'Hide post' }).click();
    // Asked once more before it reaches anyone.
    await admin.page
      .getByRole('alertdialog', { name: 'Hide this post?' })
      .getByRole('button', { name: 'Hide', exact: true })
      .click();
    await admin.page.getByText('Hidden', { exact: false }).first().waitFor();
    await waitUntil(
      system,
      async () =>
        (
          await query(`SELECT 1 FROM posts.posts WHERE content = $1 AND hidden_at IS NOT NULL`, [
            'Buy cheap wheels here',
          ])
        ).length > 0,
      'the hidden mark in the posts service',
    );

    // Gone from Eve's feed (beside a post still there) and from its author's profile as she sees it.
    // The page kept from her last visit (for offline use) may show first; the fresh page replaces it.
    await popularFeed(eve.page);
    await postCard(eve.page, 'Rail session at dusk').waitFor();
    await postCard(eve.page, 'Buy cheap wheels here').waitFor({ state: 'detached' });
    expect((await api(eve.page, 'GET', `/api/posts/user/${spammer.id}`)).body?.posts).toEqual([]);
    await eve.page.goto(`${system.baseUrl}/profile/${spammer.id}`);
    await eve.page.getByRole('heading', { name: spammer.username }).first().waitFor();
    await eve.page.waitForLoadState('networkidle');
    expect(await postCard(eve.page, 'Buy cheap wheels here').count()).toBe(0);
    // The author still sees it, marked.
    await spammer.page.goto(`${system.baseUrl}/profile/${spammer.id}`);
    const own = postCard(spammer.page, 'Buy cheap wheels here');
    await own.getByText('Hidden by moderators.').waitFor();
  }, 150_000);
});
