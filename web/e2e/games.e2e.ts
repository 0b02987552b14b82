import { launchBrowser, startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './browser';
import { callFromPage, queryDatabase, signedUpSkater, signUpByApi, waitUntil } from './system-helpers';

/** The trick every set in the game is: the games and posts services learn the catalogue from events. */
const OLLIE = { id: 'fund-4', name: 'Ollie' };
const CLIP = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
/** Where the journey leaves a picture of each phone at its main steps, for a person to look through. */
const SCREENSHOTS = 'test-results/games-journey';

async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

interface Skater {
  page: Page;
  username: string;
  id: string;
}

/**
 * A game of S.K.A.T.E. on two phones. Alice challenges bob from his profile; bob learns of it from his
 * notifications and accepts. Turn by turn the setter posts a set, the other calls it a make, then bails or
 * posts an attempt the setter calls fake (an admin's verdict on the reported clip settles the dispute),
 * until bob has all five letters. Each side sees the other's moves without reloading.
 */
describe('a game of S.K.A.T.E., live, on two phones', () => {
  let system: RunningSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem({
      label: 'web_games',
      services: ['auth', 'social', 'tricks', 'posts', 'verification', 'messaging', 'admin', 'games'],
    });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const query = (sql: string, params: unknown[]) => queryDatabase(system, sql, params);

  async function skater(label: string): Promise<Skater> {
    const signedUp = await signedUpSkater(system, browser, label, 'posts.authors');
    for (const table of ['games.users', 'messaging.users']) {
      await waitUntil(
        system,
        async () => (await query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [signedUp.id])).length > 0,
        `${signedUp.username} in ${table}`,
      );
    }
    return signedUp;
  }

  const toast = (page: Page, text: string): Locator =>
    page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

  /** Where the game stands, from this phone's side: the game page's status heading. */
  const status = (page: Page, name: string): Locator =>
    page.getByRole('heading', { level: 2, name, exact: true });

  /** The player's row and the letters it shows, e.g. "2 letters: S K". */
  const letters = (page: Page, username: string, label: string): Locator =>
    page
      .getByRole('list', { name: 'Players' })
      .getByRole('listitem')
      .filter({ hasText: `@${username}` })
      .getByRole('img', { name: label });

  /** At 375 px nothing runs off the side, and axe finds nothing serious. */
  async function expectFitsThePhone(page: Page): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }

  /** The attempt prompt wraps inside a 375 px phone: neither the page nor the prompt scrolls sideways. */
  async function expectAttemptPromptFits(form: Locator): Promise<void> {
    const widths = await form.evaluate((prompt) => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      prompt: prompt.scrollWidth - prompt.clientWidth,
    }));
    expect(widths).toEqual({ page: 0, prompt: 0 });
    // Both buttons lie whole within the screen's width, so a thumb reaches them.
    for (const name of ['Post attempt', 'I bailed']) {
      const box = await form.getByRole('button', { name }).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(form.page().viewportSize()!.width);
    }
  }

  async function setTrick(setter: Skater, turn: number): Promise<void> {
    await status(setter.page, 'Your move: set a trick').waitFor();
    const form = setter.page.getByRole('form', { name: 'Set a trick' });
    await form.getByRole('searchbox', { name: 'Search tricks by name' }).fill(OLLIE.name);
    await form.getByRole('radio', { name: OLLIE.name, exact: true }).check();
    await form.getByLabel('Video link').fill(`${CLIP}&t=${turn}`);
    await form.getByRole('button', { name: 'Post set' }).click();
    await toast(setter.page, 'Trick set. The others must match it.').waitFor();
  }

  /** The other player calls the set a make, from the timeline. */
  async function callSetMake(judge: Skater, setter: Skater): Promise<void> {
    // The set arrives live: the judge never reloads.
    await status(judge.page, 'Your move: match the trick').waitFor();
    const set = judge.page.getByRole('region', { name: `@${setter.username}’s set` }).first();
    await set.getByRole('button', { name: `Make: @${setter.username}’s set (${OLLIE.name})` }).click();
    await toast(judge.page, 'Called it a make').waitFor();
  }

  async function bail(player: Skater): Promise<void> {
    await player.page.getByRole('button', { name: 'I bailed' }).click();
    const confirm = player.page.getByRole('alertdialog', { name: 'Take the letter?' });
    await confirm.getByRole('button', { name: 'Take the letter' }).click();
    await toast(player.page, 'Bail taken').waitFor();
  }

  /** One turn where the other player calls the set a make and then bails: they take the next letter. */
  async function turnWithBail(setter: Skater, other: Skater, turn: number, lettersAfter: string) {
    await setTrick(setter, turn);
    await callSetMake(other, setter);
    await bail(other);
    // Both phones show the letter, the setter's without a reload.
    await letters(other.page, other.username, lettersAfter).waitFor();
    await letters(setter.page, other.username, lettersAfter).waitFor();
  }

  it('two skaters play to a win, each seeing the other’s moves and the notifications', async () => {
    await waitUntil(
      system,
      async () => (await query('SELECT 1 FROM games.trick_names WHERE trick_id = $1', [OLLIE.id])).length > 0,
      'the catalogue in the games service',
    );
    await waitUntil(
      system,
      async () => (await query('SELECT 1 FROM posts.tricks WHERE id = $1', [OLLIE.id])).length > 0,
      'the catalogue in the posts service',
    );
    const alice = await skater('alice');
    const bob = await skater('bob');

    // Alice challenges bob from his profile, with one day per turn.
    await alice.page.goto(`${system.baseUrl}/profile/${bob.id}`);
    await alice.page.getByRole('button', { name: 'Challenge to S.K.A.T.E.' }).click();
    const dialog = alice.page.getByRole('dialog', { name: 'New game of S.K.A.T.E.' });
    await dialog.getByRole('list', { name: 'Chosen opponents' }).getByText(`@${bob.username}`).waitFor();
    await dialog.getByText('24 h', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Send challenge' }).click();
    await toast(alice.page, 'Challenge sent').waitFor();
    await alice.page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const gameUrl = alice.page.url();
    const gameId = gameUrl.split('/').pop()!;
    await status(alice.page, 'Waiting for 1 answer').waitFor();

    // Bob's bell lights up; the challenge is in his notifications and leads to the game.
    await bob.page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications, \d+ unread$/ })
      .waitFor();
    await bob.page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications/ })
      .click();
    const invite = bob.page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'challenged you to S.K.A.T.E.' });
    await invite.getByLabel('Game of S.K.A.T.E.').waitFor();
    await invite.getByRole('link', { name: 'Open game' }).click();
    await bob.page.waitForURL(gameUrl);
    await status(bob.page, 'You are challenged').waitFor();
    await snap(bob.page, '1-bob-challenged');
    await bob.page.getByRole('button', { name: 'Accept' }).click();
    await toast(bob.page, 'Challenge accepted. Game on!').waitFor();

    // Alice, the challenger, sets first: her page turns without a reload.
    await status(alice.page, 'Your move: set a trick').waitFor();
    await status(bob.page, `Waiting for @${alice.username} to set a trick`).waitFor();
    await alice.page.getByRole('form', { name: 'Set a trick' }).getByRole('radio').first().waitFor();
    await snap(alice.page, '2-alice-sets-a-trick');
    await expectFitsThePhone(alice.page);
    await expectFitsThePhone(bob.page);

    // Turn 1: bob bails on alice's ollie.
    await turnWithBail(alice, bob, 1, '1 letter: S');
    // The turn passes to bob, live on alice's phone.
    await status(alice.page, `Waiting for @${bob.username} to set a trick`).waitFor();

    // Turn 2: alice posts an attempt; bob calls it fake, and the dispute goes to the community.
    await setTrick(bob, 2);
    await callSetMake(alice, bob);
    const attemptForm = alice.page.getByRole('form', { name: 'Match the trick' });
    await attemptForm.getByLabel('Video link').fill(`${CLIP}&t=attempt`);
    await expectAttemptPromptFits(attemptForm);
    await attemptForm.getByRole('button', { name: 'Post attempt' }).click();
    await toast(alice.page, 'Attempt posted').waitFor();

    await status(bob.page, 'Your move: call make or fake').waitFor();
    await bob.page.getByRole('button', { name: 'Go to the clip' }).click();
    const attempt = bob.page.getByRole('region', { name: `@${alice.username}’s attempt` });
    await attempt.getByRole('button', { name: `Fake: @${alice.username}’s attempt (${OLLIE.name})` }).click();
    await toast(bob.page, 'Called it a fake').waitFor();
    await alice.page
      .getByRole('region', { name: `@${alice.username}’s attempt` })
      .getByText('Disputed: the community’s verification of this clip decides.')
      .waitFor();
    await snap(alice.page, '3-alice-attempt-disputed');

    // The clip is reported and an admin rejects it: the verdict reaches the game as a fake.
    const game = await callFromPage(bob.page, 'GET', `/api/games/${gameId}`);
    const turns = (
      game.body as unknown as { timeline: { attempts: { clip: { postId: string } | null }[] }[] }
    ).timeline;
    const attemptPostId = turns[turns.length - 1].attempts[0].clip!.postId;
    const report = await callFromPage(bob.page, 'POST', '/api/reports', {
      targetType: 'post',
      targetId: attemptPostId,
      reason: 'spam',
      details: 'Not an ollie: called fake in our game',
    });
    expect([200, 201]).toContain(report.status);
    const admin = await signUpByApi(system, `judge${Date.now()}`);
    await query('UPDATE auth.users SET is_admin = true WHERE id = $1', [admin.id]);
    await admin.signInAgain();
    let decided = false;
    await waitUntil(
      system,
      async () => {
        const [verification] = (await admin.call('GET', `/api/verifications/post/${attemptPostId}`)) as {
          id: string;
        }[];
        if (!verification) return false;
        const answer = await admin.api.fetch(`/api/admin/verifications/${verification.id}/decision`, {
          method: 'POST',
          data: { verdict: 'rejected', note: 'Called fake in a game; the clip shows no ollie' },
        });
        decided = answer.ok();
        return decided;
      },
      'the admin decision on the reported attempt',
    );
    expect(decided).toBe(true);
    await letters(alice.page, alice.username, '1 letter: S').waitFor();
    await letters(bob.page, alice.username, '1 letter: S').waitFor();

    // The rest of the game: each takes a letter on the other's set, until bob has spelled it out.
    const spelled = ['S', 'SK', 'SKA', 'SKAT', 'SKATE'];
    const label = (count: number) =>
      `${count} ${count === 1 ? 'letter' : 'letters'}: ${[...spelled[count - 1]].join(' ')}`;
    let turn = 3;
    for (let bobLetters = 2; bobLetters <= 5; bobLetters += 1) {
      await turnWithBail(alice, bob, turn++, label(bobLetters));
      if (bobLetters < 5) await turnWithBail(bob, alice, turn++, label(bobLetters));
    }

    // Alice wins with S-K-A-T, live on both phones.
    await status(alice.page, 'You won').waitFor();
    await status(bob.page, `@${alice.username} won`).waitFor();
    for (const page of [alice.page, bob.page]) {
      await page.getByRole('list', { name: 'Players' }).getByText('Winner').waitFor();
      expect(await letters(page, alice.username, '4 letters: S K A T').count()).toBe(1);
      expect(await letters(page, bob.username, '5 letters: S K A T E').count()).toBe(1);
    }
    await snap(alice.page, '4-alice-won');
    await snap(bob.page, '5-bob-lost');

    // The result is in alice's notifications and the game is under Finished.
    await alice.page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await alice.page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'You won the game of S.K.A.T.E.!' })
      .getByRole('link', { name: 'Open game' })
      .waitFor();
    await alice.page.goto(`${system.baseUrl}/games?tab=finished`);
    await alice.page
      .getByRole('list', { name: 'Finished games' })
      .getByRole('link', { name: new RegExp(`vs @${bob.username}`) })
      .filter({ hasText: 'You won' })
      .waitFor();
    await snap(alice.page, '6-alice-finished-games');
    await expectFitsThePhone(alice.page);

    await alice.page.context().close();
    await bob.page.context().close();
  }, 420_000);
});
