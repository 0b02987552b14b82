import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { emailOf, signUp } from './account';
import { callFromPage, queryDatabase, signUpByApi, waitUntil, phonePage } from './system-helpers';

/** The catalogue trick the skater tags: the posts service learns it from the tricks service's events. */
const OLLIE = { id: 'fund-4', name: 'Ollie' };

describe('home feed journey in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({
      label: 'web_feed',
      // Messaging writes the reply's notification that opens the post's page.
      services: ['auth', 'social', 'tricks', 'posts', 'verification', 'messaging'],
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

  async function knownToPosts(username: string): Promise<void> {
    await eventually(
      async () =>
        (
          await query(
            'SELECT 1 FROM posts.authors a JOIN auth.users u ON u.id = a.user_id WHERE u.email = $1',
            [emailOf(username)],
          )
        ).length > 0,
      `${username} in the posts service`,
    );
  }

  const phone = () => phonePage(browser);

  async function signedUpSkater(label: string): Promise<{ page: Page; username: string }> {
    const page = await phone();
    const username = `${label}${Date.now()}`;
    await signUp(page, system.baseUrl, username);
    await page.waitForURL(`${system.baseUrl}/`);
    await knownToPosts(username);
    return { page, username };
  }

  function composer(page: Page): Locator {
    return page.getByRole('form', { name: 'New post' });
  }

  function toast(page: Page, text: string): Locator {
    return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  }

  function card(page: Page, text: string): Locator {
    return page.getByRole('article').filter({ hasText: text }).first();
  }

  function answered(page: Page, method: string, pathEnd: string | RegExp): Promise<Response> {
    return page.waitForResponse(
      (response) =>
        response.request().method() === method &&
        (typeof pathEnd === 'string'
          ? new URL(response.url()).pathname.endsWith(pathEnd)
          : pathEnd.test(new URL(response.url()).pathname)),
    );
  }

  async function openTab(page: Page, name: string): Promise<void> {
    await page.getByRole('tablist', { name: 'Feed' }).getByRole('tab', { name }).click();
  }

  it('posts, reacts, replies, deletes and votes, with another skater’s feed updating live', async () => {
    await eventually(
      async () => (await query('SELECT 1 FROM posts.tricks WHERE id = $1', [OLLIE.id])).length > 0,
      'the catalogue in the posts service',
    );
    const { page, username } = await signedUpSkater('poster');
    const { page: voter } = await signedUpSkater('voter');
    await openTab(voter, 'Popular');
    await voter.getByText('No posts yet.').waitFor();

    // A text post.
    await openTab(page, 'Popular');
    await composer(page).getByLabel('What’s happening at the park?').fill('First session at the Boonies');
    const created = answered(page, 'POST', '/api/posts');
    await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
    expect((await created).ok()).toBe(true);
    await toast(page, 'Post created successfully!').waitFor();
    const textPost = card(page, 'First session at the Boonies');
    await textPost.waitFor();
    await textPost.getByRole('link', { name: username }).waitFor();

    // The other skater's feed offers it live, and loads it on request.
    const pill = voter.getByRole('button', { name: '1 new post' });
    await pill.waitFor();
    await pill.click();
    await card(voter, 'First session at the Boonies').waitFor();

    // An image post: an invalid link is refused first.
    await composer(page).getByRole('tab', { name: 'Image' }).click();
    const imageField = composer(page).getByLabel('Image URL');
    await imageField.fill('not a link');
    await composer(page).getByRole('button', { name: 'Add' }).click();
    await toast(page, 'Please enter a valid image URL').waitFor();
    await imageField.fill('https://images.example/missing-photo.jpg');
    await composer(page).getByRole('button', { name: 'Add' }).click();
    await toast(page, 'Image URL added successfully!').waitFor();
    await composer(page).getByRole('button', { name: 'Remove image' }).waitFor();
    await composer(page).getByLabel('What’s happening at the park?').fill('Photo from the bowl');
    await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
    await card(page, 'Photo from the bowl').waitFor();

    // A trick video, tagged from the picker.
    await composer(page).getByRole('tab', { name: 'Trick' }).click();
    await composer(page).getByLabel('Description').fill('Clean ollie over the hip');
    await composer(page).getByLabel('Video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await composer(page).getByRole('button', { name: 'Add' }).click();
    const picker = composer(page).getByRole('group', { name: 'Select Tricks' });
    await picker.getByRole('searchbox', { name: 'Search tricks by name' }).fill(OLLIE.name);
    await picker.getByRole('checkbox', { name: OLLIE.name, exact: true }).click();
    const trickVideo = answered(page, 'POST', '/api/posts/trick-video');
    await composer(page).getByRole('button', { name: 'Post trick video' }).click();
    expect((await trickVideo).ok()).toBe(true);
    await toast(page, 'Trick video posted with 1 trick(s)! Community can now vote to verify them.').waitFor();
    await expectValue(composer(page).getByLabel('Description'), '');

    // Like, change to dislike, take it back.
    const like = textPost.getByRole('button', { name: 'Like', exact: true });
    const dislike = textPost.getByRole('button', { name: 'Dislike', exact: true });
    let reacted = answered(page, 'POST', '/api/reactions');
    await like.click();
    expect(await (await reacted).json()).toEqual({ likes: 1, dislikes: 0, mine: 'like' });
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    reacted = answered(page, 'POST', '/api/reactions');
    await dislike.click();
    expect(await (await reacted).json()).toEqual({ likes: 0, dislikes: 1, mine: 'dislike' });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(await dislike.getAttribute('aria-pressed')).toBe('true');
    reacted = answered(page, 'POST', '/api/reactions');
    await dislike.click();
    expect(await (await reacted).json()).toEqual({ likes: 0, dislikes: 0, mine: null });
    expect(await dislike.getAttribute('aria-pressed')).toBe('false');

    // A reply, with its counter.
    await textPost.getByRole('button', { name: 'Reply' }).click();
    const replyField = textPost.getByLabel('Write a reply');
    await replyField.fill('See you Saturday');
    await textPost.getByText('16/500 characters').waitFor();
    await textPost.getByRole('form', { name: 'Reply' }).getByRole('button', { name: 'Reply' }).click();
    await toast(page, 'Reply posted').waitFor();
    await textPost.getByRole('region', { name: 'Replies' }).getByText('See you Saturday').waitFor();

    // Delete the image post, after confirming.
    const imagePost = card(page, 'Photo from the bowl');
    await imagePost.getByRole('button', { name: 'Delete post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this post?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Post deleted').waitFor();
    await imagePost.waitFor({ state: 'detached' });
    // The other skater's feed drops it too, without a reload.
    await card(voter, 'Photo from the bowl').waitFor({ state: 'detached' });

    // The other skater votes make on the trick video; the poster cannot vote on their own.
    await openTab(page, 'Verifications');
    const ownVideo = card(page, 'Clean ollie over the hip');
    expect(
      await ownVideo.getByRole('button', { name: `Make ${OLLIE.name}` }).getAttribute('aria-disabled'),
    ).toBe('true');
    await openTab(voter, 'Verifications');
    const video = card(voter, 'Clean ollie over the hip');
    const make = video.getByRole('button', { name: `Make ${OLLIE.name}` });
    const voted = answered(voter, 'POST', /\/api\/verifications\/[^/]+\/vote$/);
    await make.click();
    expect((await voted).ok()).toBe(true);
    // A new account's vote is kept but weighs nothing yet, and the toast says so.
    await toast(voter, 'Thanks — your vote counts once your account has standing').waitFor();
    await expectAttribute(make, 'aria-pressed', 'true');
    await video.getByText('100% make · 1 make · 0 fake').waitFor();
    // The poster sees the tally move without reloading.
    await ownVideo.getByText('100% make · 1 make · 0 fake').waitFor();

    await page.context().close();
    await voter.context().close();
  }, 180_000);

  it('opens a post’s page from the feed and from a reply’s notification, at the reply; Back returns', async () => {
    const { page } = await signedUpSkater('author');
    const { page: friend } = await signedUpSkater('friend');
    const text = `Frontside air over the hip ${Date.now()}`;

    // The author posts, and the post is in their feed.
    await openTab(page, 'Popular');
    await composer(page).getByLabel('What’s happening at the park?').fill(text);
    await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
    const post = card(page, text);
    await post.waitFor();

    // Its time opens its page; Back returns to the feed, on the same tab.
    await post.getByRole('link', { name: /open this post/ }).click();
    await page.waitForURL(/\/post\/[0-9a-f-]{36}$/);
    const postPath = new URL(page.url()).pathname;
    await page.getByRole('article').getByText(text).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${system.baseUrl}/?tab=popular`);
    await card(page, text).waitFor();

    // A friend, in a browser of their own, replies.
    await friend.goto(`${system.baseUrl}/?tab=popular`);
    const friendsView = card(friend, text);
    await friendsView.getByRole('button', { name: 'Reply' }).click();
    await friendsView.getByLabel('Write a reply').fill('Teach me that one');
    await friendsView.getByRole('form', { name: 'Reply' }).getByRole('button', { name: 'Reply' }).click();
    await toast(friend, 'Reply posted').waitFor();

    // The author's notification opens the post's page, scrolled to the reply and marking it.
    await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
    await page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('button', { name: /^Open: .+ replied to your post$/ })
      .click();
    await page.waitForURL(new RegExp(`${postPath}#reply-[0-9a-f-]{36}$`));
    const reply = page.locator('[data-focused="true"]');
    await reply.getByText('Teach me that one').waitFor();
    expect(await reply.getAttribute('id')).toBe(new URL(page.url()).hash.slice(1));
    await eventually(async () => {
      const box = await reply.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 812;
    }, 'the reply scrolled into view');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await reply.getAttribute('id'));

    // Back returns where the author was.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${system.baseUrl}/inbox?tab=notifications`);

    await page.context().close();
    await friend.context().close();
  }, 180_000);

  describe('first run', () => {
    it('shows a new skater the checklist above the feed, ticks a follow and a trick off, opens the composer', async () => {
      // Three active skaters to follow: suggestions offer only skaters with something to show.
      const active = await Promise.all(
        ['kim', 'lee', 'max'].map(async (label) => {
          const account = await signUpByApi(system, `${label}${Date.now()}`);
          await account.call('POST', '/api/posts', { content: `Evening session with ${account.username}` });
          return account;
        }),
      );
      await eventually(
        async () =>
          (
            await query('SELECT DISTINCT user_id FROM social.user_posts WHERE user_id = ANY($1)', [
              active.map((account) => account.id),
            ])
          ).length === active.length,
        'the posts in the social service',
      );
      const { page } = await signedUpSkater('rookie');

      const checklist = page.getByRole('region', { name: 'Get rolling' });
      await checklist.waitFor();
      const step = (name: string) => checklist.getByRole('listitem').filter({ hasText: name });
      const checklistBox = await checklist.boundingBox();
      const composerBox = await composer(page).boundingBox();
      const tabsBox = await page.getByRole('tablist', { name: 'Feed' }).boundingBox();
      expect(checklistBox!.y + checklistBox!.height).toBeLessThanOrEqual(composerBox!.y);
      expect(composerBox!.y).toBeLessThan(tabsBox!.y);

      // Two follows made elsewhere, the third from the checklist's suggestions.
      for (const other of active.slice(0, 2)) {
        expect((await callFromPage(page, 'POST', '/api/follows', { followingId: other.id })).status).toBe(
          201,
        );
      }
      await page.reload();
      await step('Follow three skaters').getByText('2 of 3').waitFor();
      await checklist.getByRole('button', { name: /Follow three skaters/ }).click();
      await checklist
        .getByRole('button', { name: /^Follow @/ })
        .first()
        .click();
      await step('Follow three skaters').getByRole('img', { name: 'Done' }).waitFor();

      // A trick ticked on the tricks page.
      await step('Tick the tricks you have').getByRole('link').click();
      await page.waitForURL(`${system.baseUrl}/tricks`);
      const box = page.getByRole('checkbox', { name: / learned$/, checked: false }).first();
      const ticked = answered(page, 'PUT', /^\/api\/progress\//);
      await box.click();
      expect((await ticked).ok()).toBe(true);
      // The box was a suggestion, and a learned trick leaves the suggestions: the score shows the tick.
      await page.getByRole('region', { name: 'Your score' }).getByText('1 trick', { exact: true }).waitFor();
      await page.goBack();
      await page.waitForURL(`${system.baseUrl}/`);
      await step('Tick the tricks you have').getByRole('img', { name: 'Done' }).waitFor();
      await step('Follow three skaters').getByRole('img', { name: 'Done' }).waitFor();
      await checklist.getByText('2 of 3 done').waitFor();

      // On the phone the composer is one line until tapped.
      const post = composer(page).getByRole('button', { name: 'Post', exact: true });
      expect(await post.isVisible()).toBe(false);
      await composer(page).getByLabel('What’s happening at the park?').tap();
      await post.waitFor();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

      await page.context().close();
    }, 180_000);
  });
});

async function expectValue(locator: Locator, value: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await locator.inputValue()) === value) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await locator.inputValue()).toBe(value);
}

async function expectAttribute(locator: Locator, name: string, value: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await locator.getAttribute(name)) === value) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await locator.getAttribute(name)).toBe(value);
}
