import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { callFromPage, signedUpSkater } from './system-helpers';

/**
 * A private skater and a follow request, in the browser: the stranger sees a private profile and asks to
 * follow; the owner is notified, opens the requests list from the notification and approves; only then does
 * the follower see her posts and progress.
 */
describe('follow requests to a private profile, in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({
      label: 'web_follow_requests',
      services: ['auth', 'social', 'tricks', 'posts', 'verification', 'messaging'],
    });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const skater = (label: string) => signedUpSkater(system, browser, label, 'messaging.users');
  const api = async (page: Page, method: string, path: string, body?: unknown) =>
    (await callFromPage(page, method, path, body)).status;

  const toast = (page: Page, text: string): Locator =>
    page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

  it('asks, is approved, and only then sees the posts', async () => {
    const bea = await skater('bea');
    const al = await skater('al');
    expect(await api(bea.page, 'POST', '/api/posts', { content: 'Private bowl session' })).toBe(201);
    expect(
      await api(bea.page, 'PATCH', '/api/users/me/preferences', { privacy: { publicProfile: false } }),
    ).toBe(200);

    // Al meets a private profile: no posts, no score, and a request instead of a follow.
    await al.page.goto(`${system.baseUrl}/profile/${bea.id}`);
    await al.page.getByRole('note', { name: 'This profile is private' }).waitFor();
    await al.page.getByText('Follow to see posts and progress.').waitFor();
    expect(await al.page.getByText('Private bowl session').count()).toBe(0);
    await al.page.getByRole('button', { name: `Follow @${bea.username}` }).click();
    await toast(al.page, `Follow request sent to @${bea.username}`).waitFor();
    await al.page.getByRole('button', { name: `Cancel follow request to @${bea.username}` }).waitFor();

    // Bea hears of it and answers from the requests list the notification leads to.
    await bea.page.goto(`${system.baseUrl}/inbox?tab=notifications`);
    const notice = bea.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
    await notice.getByText(`${al.username} asked to follow you`).waitFor();
    await notice.getByRole('link', { name: 'Review requests' }).click();
    await bea.page.waitForURL('**/inbox?tab=requests');
    await bea.page.getByRole('button', { name: `Approve @${al.username}` }).click();
    await toast(bea.page, `@${al.username} now follows you`).waitFor();
    await bea.page.getByText('No follow requests').waitFor();

    // Now Al follows her and sees her posts.
    await al.page.reload();
    await al.page.getByRole('button', { name: `Unfollow @${bea.username}` }).waitFor();
    await al.page.getByText('Private bowl session').waitFor();
    expect(await al.page.getByRole('note', { name: 'This profile is private' }).count()).toBe(0);
  }, 120_000);
});
