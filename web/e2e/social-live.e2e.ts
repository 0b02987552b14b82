import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { callFromPage, queryDatabase, signedUpSkater, waitUntil } from './system-helpers';

/**
 * Two skaters on two phones: one follows the other and writes from the profile; the other sees the
 * notification dot light, the message arrive in the inbox and chat without reloading, and replies.
 */
describe('following and messaging, live, in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({
      label: 'web_social',
      services: ['auth', 'social', 'tricks', 'posts', 'verification', 'messaging'],
    });
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const skater = (label: string) => signedUpSkater(system, browser, label, 'messaging.users');

  function toast(page: Page, text: string): Locator {
    return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  }

  function notificationsButton(page: Page): Locator {
    return page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  }

  function chat(page: Page, username: string): Locator {
    return page.getByRole('dialog', { name: `Chat with ${username}` });
  }

  it('follows, messages and replies, with the other side updating without a reload', async () => {
    const alice = await skater('alice');
    const bob = await skater('bob');
    // Nothing waits for bob yet.
    await expectName(notificationsButton(bob.page), 'Notifications');

    // Alice opens bob's profile and follows him.
    await alice.page.goto(`${system.baseUrl}/profile/${bob.id}`);
    await alice.page.getByRole('heading', { level: 1, name: bob.username }).waitFor();
    await alice.page.getByRole('button', { name: `Follow @${bob.username}` }).click();
    await toast(alice.page, `You're now following @${bob.username}`).waitFor();
    await alice.page.getByRole('button', { name: `Unfollow @${bob.username}` }).waitFor();
    await alice.page.getByRole('button', { name: '1 Follower', exact: true }).waitFor();

    // Bob's dot lights up live, and the follow is in his notifications.
    await bob.page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications, \d+ unread$/ })
      .waitFor();
    await bob.page.getByTestId('unread-dot').waitFor();
    await notificationsButton(bob.page).click();
    await bob.page.waitForURL('**/inbox?tab=notifications');
    const follow = bob.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
    await follow.getByText('New', { exact: true }).waitFor();
    await follow.getByLabel('New follower').waitFor();
    await follow.getByRole('link', { name: alice.username }).waitFor();

    // Bob watches his Received tab while alice writes from the profile.
    await bob.page.getByRole('tab', { name: /^Received/ }).click();
    await bob.page.getByText('No received messages yet').waitFor();

    await alice.page.getByRole('button', { name: 'Message', exact: true }).click();
    const composer = alice.page.getByRole('dialog', { name: `Message @${bob.username}` });
    await composer.getByLabel('Message').fill('Session at the bowl at 5?');
    await composer.getByText('25/1000 characters').waitFor();
    await composer.getByRole('button', { name: 'Send' }).click();
    await toast(alice.page, `Message sent to @${bob.username}`).waitFor();
    const aliceChat = chat(alice.page, bob.username);
    await aliceChat.getByRole('log').getByText('Session at the bowl at 5?').waitFor();

    // It reaches bob's inbox without a reload, marked New.
    const received = bob.page.getByRole('list', { name: 'Received messages' }).getByRole('listitem').first();
    await received.getByText('Session at the bowl at 5?').waitFor();
    await received.getByText('New', { exact: true }).waitFor();
    await received.getByText('From:').waitFor();

    // Alice watches her Sent tab (the chat stays open across pages) for the read receipt.
    await notificationsButton(alice.page).click();
    await alice.page.getByRole('tab', { name: 'Sent' }).click();
    const sent = alice.page.getByRole('list', { name: 'Sent messages' }).getByRole('listitem').first();
    await sent.getByText('Session at the bowl at 5?').waitFor();
    expect(await sent.getByText(/^Read /).count()).toBe(0);

    // Bob replies from the inbox: the message is read, the chat opens, Enter sends.
    await received.getByRole('button', { name: `Reply to @${alice.username}` }).click();
    const bobChat = chat(bob.page, alice.username);
    await bobChat.getByRole('log').getByText('Session at the bowl at 5?').waitFor();
    await sent.getByText(/^Read /).waitFor();
    await bobChat.getByPlaceholder('Type a message...').fill('Yes! Bringing wax');
    await bobChat.getByPlaceholder('Type a message...').press('Enter');
    await bobChat.getByRole('log').getByText('Yes! Bringing wax').waitFor();

    // Alice's open chat shows the reply live.
    await aliceChat.getByRole('log').getByText('Yes! Bringing wax').waitFor();

    // Bob reads everything: the dot goes out.
    await bob.page.getByRole('tab', { name: /^Notifications/ }).click();
    await bob.page.getByRole('button', { name: 'Mark all as read' }).click();
    await expectName(notificationsButton(bob.page), 'Notifications');
    await bob.page
      .getByRole('list', { name: 'Notifications' })
      .getByText('New', { exact: true })
      .first()
      .waitFor({ state: 'detached' });

    await alice.page.context().close();
    await bob.page.context().close();
  }, 180_000);

  describe('mentions', () => {
    it('suggests a skater after @, and the mention notifies them and opens the post', async () => {
      const cara = await skater('cara');
      const dev = await skater('dev');
      await waitUntil(
        system,
        async () =>
          (await queryDatabase(system, 'SELECT 1 FROM posts.authors WHERE user_id = $1', [dev.id])).length >
          0,
        `${dev.username} in posts.authors`,
      );

      // Cara types @ and the start of dev's name, and picks him from the suggestions.
      const composer = cara.page.getByRole('form', { name: 'New post' });
      const box = composer.getByLabel('What’s happening at the park?');
      await box.click();
      await box.pressSequentially(`Lines with @${dev.username.slice(0, 5)}`);
      const suggestions = cara.page.getByRole('listbox', { name: 'Skater suggestions' });
      await suggestions.getByRole('option', { name: new RegExp(`@${dev.username}$`) }).click();
      expect(await box.inputValue()).toBe(`Lines with @${dev.username} `);
      await box.pressSequentially('at the bowl');
      await composer.getByRole('button', { name: 'Post', exact: true }).click();
      await toast(cara.page, 'Post created successfully!').waitFor();

      // Dev hears of it, and the notification opens the post.
      await dev.page
        .getByRole('banner')
        .getByRole('link', { name: /^Notifications, \d+ unread$/ })
        .waitFor();
      await notificationsButton(dev.page).click();
      const mention = dev.page
        .getByRole('list', { name: 'Notifications' })
        .getByRole('listitem')
        .filter({ hasText: `${cara.username} mentioned you in a post` });
      await mention.getByRole('link', { name: 'Open' }).click();
      await dev.page.waitForURL(/\/post\/[0-9a-f-]{36}$/);
      await dev.page.getByText(`Lines with @${dev.username} at the bowl`).waitFor();

      await cara.page.context().close();
      await dev.page.context().close();
    }, 120_000);
  });
  describe('the feed, live', () => {
    it("shows one's own post at once, its likes as they come, and others' new posts behind a pill", async () => {
      const author = await signedUpSkater(system, browser, 'ann', 'posts.authors');
      const friend = await signedUpSkater(system, browser, 'fred', 'posts.authors');
      const third = await signedUpSkater(system, browser, 'tia', 'posts.authors');
      expect(
        (await callFromPage(author.page, 'POST', '/api/follows', { followingId: third.id })).status,
      ).toBe(201);
      await waitUntil(
        system,
        async () =>
          (
            await queryDatabase(
              system,
              'SELECT 1 FROM posts.follows WHERE follower_id = $1 AND following_id = $2 AND is_following',
              [author.id, third.id],
            )
          ).length > 0,
        'the follow in the posts service',
      );
      // The author's tab tells the gateway which posts it shows; the test waits for the gateway's answer.
      const watchAnswers: string[] = [];
      author.page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (typeof payload === 'string' && payload.startsWith('43')) watchAnswers.push(payload);
        }),
      );
      await author.page.reload();

      // The author posts from Home, on the Following tab: the post is at the top at once.
      const composer = author.page.getByRole('form', { name: 'New post' });
      await composer.getByLabel('What’s happening at the park?').fill('First line of the day');
      await composer.getByRole('button', { name: 'Post', exact: true }).click();
      const feed = author.page.getByRole('feed', { name: 'Following posts' });
      const mine = feed.getByRole('article').filter({ hasText: 'First line of the day' });
      await mine.waitFor();
      const [post] = await queryDatabase(system, 'SELECT id FROM posts.posts WHERE user_id = $1', [
        author.id,
      ]);
      const postId = String(post.id);
      await waitUntil(
        system,
        async () => watchAnswers.some((answer) => answer.includes(postId)),
        'the watch',
      );

      // A friend likes it; the count changes on the author's screen without a reload.
      expect(
        (await callFromPage(friend.page, 'POST', '/api/reactions', { postId, reactionType: 'like' })).status,
      ).toBe(200);
      await mine.getByText('1 like', { exact: true }).waitFor();

      // While the author reads, a skater they follow posts: the feed stays put and a pill offers it.
      expect(
        (await callFromPage(third.page, 'POST', '/api/posts', { content: 'Fresh clip from the bowl' }))
          .status,
      ).toBe(201);
      const pill = author.page.getByRole('button', { name: '1 new post' });
      await pill.waitFor();
      expect(await feed.getByText('Fresh clip from the bowl').count()).toBe(0);
      await pill.click();
      await feed.getByRole('article').first().filter({ hasText: 'Fresh clip from the bowl' }).waitFor();
      await pill.waitFor({ state: 'detached' });

      for (const skater of [author, friend, third]) await skater.page.context().close();
    }, 150_000);
  });

  describe('conversations', () => {
    it('lists a conversation, reads it, shows typing and Seen, and keeps Seen back with Read receipts off', async () => {
      const ana = await skater('ana');
      const ben = await skater('ben');
      const messageRow = (page: Page, username: string) =>
        page.getByRole('list', { name: 'Conversations' }).getByRole('link', {
          name: new RegExp(`^Conversation with @${username}(, \\d+ unread)?$`),
        });

      // Ben watches his Chats while ana writes from the conversation page.
      await ben.page.goto(`${system.baseUrl}/inbox`);
      await ben.page.getByText('No conversations yet').waitFor();
      await ana.page.goto(`${system.baseUrl}/messages/${ben.id}`);
      const anaField = ana.page.getByPlaceholder('Type a message...');
      await anaField.fill('Bowl at 5?');
      await anaField.press('Enter');
      const anaLog = ana.page.getByRole('log', { name: 'Messages' });
      await anaLog.getByText('Bowl at 5?').waitFor();
      await ana.page.getByRole('heading', { level: 1, name: `Chat with ${ben.username}` }).waitFor();

      // The conversation reaches ben's list without a reload, one unread.
      const row = messageRow(ben.page, ana.username);
      await expectName(row, `Conversation with @${ana.username}, 1 unread`);
      await row.getByText('Bowl at 5?').waitFor();

      // Ben opens it: it is read, and ana sees "Seen" under her message.
      await row.click();
      await ben.page.waitForURL(`**/messages/${ana.id}`);
      await ben.page.getByRole('log', { name: 'Messages' }).getByText('Bowl at 5?').waitFor();
      await anaLog.getByTestId('seen').waitFor();
      await ben.page.getByRole('link', { name: 'Back to messages' }).click();
      await expectName(row, `Conversation with @${ana.username}`);
      await row.click();

      // Ben types: ana sees "typing…"; his reply replaces it.
      const benField = ben.page.getByPlaceholder('Type a message...');
      await benField.pressSequentially('On my way');
      await ana.page.getByText('typing…').waitFor();
      await benField.press('Enter');
      await anaLog.getByText('On my way').waitFor();
      await ana.page.getByText('typing…').waitFor({ state: 'detached' });

      // Ben turns Read receipts off in Settings > Privacy.
      await ben.page.goto(`${system.baseUrl}/settings`);
      const privacy = ben.page.getByRole('switch', { name: 'Read receipts', exact: true });
      expect(await privacy.isChecked()).toBe(true);
      await privacy.click();
      await ben.page.getByRole('button', { name: 'Save Changes' }).click();
      await toast(ben.page, 'Settings saved').waitFor();
      await waitUntil(
        system,
        async () =>
          (
            await queryDatabase(
              system,
              'SELECT 1 FROM messaging.preferences WHERE user_id = $1 AND NOT read_receipts',
              [ben.id],
            )
          ).length > 0,
        "ben's Read receipts off in the messaging service",
      );

      // Ana writes again and ben reads it, yet no "Seen" comes, not even after a reload.
      await anaField.fill('Bring wax');
      await anaField.press('Enter');
      await anaLog.getByText('Bring wax').waitFor();
      await ben.page.goto(`${system.baseUrl}/messages/${ana.id}`);
      await ben.page.getByRole('log', { name: 'Messages' }).getByText('Bring wax').waitFor();
      await waitUntil(
        system,
        async () =>
          (
            await queryDatabase(
              system,
              `SELECT 1 FROM messaging.messages
                WHERE sender_id = $1 AND recipient_id = $2 AND content = 'Bring wax' AND read_at IS NOT NULL`,
              [ana.id, ben.id],
            )
          ).length > 0,
        "ben's reading of the new message",
      );
      expect(await anaLog.getByTestId('seen').count()).toBe(0);
      await ana.page.reload();
      await anaLog.getByText('Bring wax').waitFor();
      expect(await anaLog.getByTestId('seen').count()).toBe(0);

      await ana.page.context().close();
      await ben.page.context().close();
    }, 180_000);
  });
});

/** Polls an element's accessible name (the dot's state is in the button's name). */
async function expectName(locator: Locator, name: string): Promise<void> {
  let last = '';
  for (let attempt = 0; attempt < 100; attempt += 1) {
    last = (await locator.getAttribute('aria-label')) ?? '';
    if (last === name) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(last).toBe(name);
}
