import { randomUUID } from 'node:crypto';
import { EXPORT_PARTS, type UserDataExportDto } from '@boonies/contracts/account';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@boonies/contracts/auth';
import { SERVICE_NAMES } from '@boonies/contracts/common';
import type { PostPageDto } from '@boonies/contracts/posts';
import type { UserSummaryDto } from '@boonies/contracts/social';
import type { LeaderboardEntryDto } from '@boonies/contracts/tricks';
import { startSystem, type RunningSystem } from '@boonies/testing';
import { Browser } from './support/browser';
import { openedVerifications, textPost, trickVideo, tricksKnownToPosts } from './support/posts-system';
import {
  eventually,
  FIXTURE_CATALOGUE_DIR,
  runSql,
  signedInAdmin,
  signedUp,
  type SignedInUser,
} from './support/tricks-system';
import { expectStatus } from './support/expect-status';

/** Effects that travel by events may take seconds on a loaded machine. */
const EVENT_DEADLINE_MS = 15_000;
jest.setTimeout(90_000);

/** Every service a user's data lives in, with the gateway. */
async function startWholeSystem(label: string): Promise<RunningSystem> {
  const system = await startSystem({
    label,
    env: { TRUST_PROXY: 'true', TRICKS_CATALOGUE_DIR: FIXTURE_CATALOGUE_DIR },
  });
  try {
    await tricksKnownToPosts(system);
  } catch (error) {
    await system.stop();
    throw error;
  }
  return system;
}

/** Until every service that keeps a copy of the user has it (with `where` holding in sponsorships). */
function knownEverywhere(system: RunningSystem, userId: string, sponsorshipsWhere = 'true'): Promise<void> {
  const copies = [
    'SELECT 1 FROM posts.authors WHERE user_id = $1',
    'SELECT 1 FROM messaging.users WHERE user_id = $1',
    'SELECT 1 FROM tricks.leaderboard_users WHERE user_id = $1',
    `SELECT 1 FROM sponsorships.users WHERE user_id = $1 AND ${sponsorshipsWhere}`,
  ];
  return eventually(
    async () => {
      for (const sql of copies) if ((await runSql(system, sql, [userId])).length === 0) return false;
      return true;
    },
    `user ${userId} known to every service`,
    EVENT_DEADLINE_MS,
  );
}

async function member(system: RunningSystem, label: string): Promise<SignedInUser> {
  const user = await signedUp(system, label);
  await knownEverywhere(system, user.id);
  return user;
}

/** Settings → Account over HTTP: change password, download your data, deactivate, and an admin's reactivation. */
describe('account routes', () => {
  let system: RunningSystem;
  let me: SignedInUser;
  let friend: SignedInUser;
  let other: SignedInUser;
  let brand: SignedInUser;
  let moderator: SignedInUser;
  const anonymous = () => new Browser(system.baseUrl);
  const password = 'kickflip-42';
  const emailOf = (user: SignedInUser) => `${user.username}@example.com`;

  async function exportOf(user: SignedInUser, part: string): Promise<UserDataExportDto> {
    const response = await user.browser.get(`/api/me/export/${part}`);
    expect(response.status).toBe(200);
    return response.body;
  }

  beforeAll(async () => {
    system = await startWholeSystem('gateway-account');
    [me, friend, other, brand] = await Promise.all([
      member(system, 'me'),
      member(system, 'friend'),
      member(system, 'other'),
      member(system, 'brand'),
    ]);
    moderator = await signedInAdmin(system);
    expect((await brand.browser.patch(`/api/users/${brand.id}`, { isBrand: true })).status).toBe(200);
    await knownEverywhere(system, brand.id, 'is_brand');
  }, 180_000);

  afterAll(() => system?.stop());

  it('answers 401 on every account route without a session', async () => {
    const routes: [string, string, object?][] = [
      ['POST', '/api/auth/change-password', { currentPassword: password, newPassword: 'ollie-99' }],
      ['POST', '/api/auth/deactivate', { password }],
      ['PATCH', `/api/admin/users/${randomUUID()}/reactivate`],
      ...EXPORT_PARTS.map((part): [string, string] => ['GET', `/api/me/export/${part}`]),
    ];
    for (const [method, path, body] of routes) {
      const browser = anonymous();
      const response =
        method === 'GET'
          ? await browser.get(path)
          : method === 'POST'
            ? await browser.post(path, body)
            : await browser.patch(path, body);
      expect({ route: `${method} ${path}`, status: response.status, code: response.body.code }).toEqual({
        route: `${method} ${path}`,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('assembles an archive with data from every service, and only ever the caller’s', async () => {
    // Posts, reacts, votes, messages, learns a trick and gets a sponsorship request.
    await textPost(me.browser, 'My first line at the Boonies');
    const clip = await trickVideo(friend.browser, ['gw-1']);
    expect((await me.browser.post('/api/reactions', { postId: clip.id, reactionType: 'like' })).status).toBe(
      200,
    );
    const [verification] = await openedVerifications(me.browser, clip.id, 1);
    expect((await me.browser.post(`/api/verifications/${verification.id}/vote`, { vote: true })).status).toBe(
      200,
    );
    expect(
      (await me.browser.post('/api/messages', { recipientId: friend.id, content: 'Nice clip!' })).status,
    ).toBe(201);
    expect((await me.browser.put(`/api/progress/${me.id}/gw-1`, { learned: true })).status).toBe(200);
    expect((await brand.browser.post('/api/sponsorships', { userId: me.id, status: 'pending' })).status).toBe(
      201,
    );

    const archive = Object.fromEntries(
      await Promise.all(EXPORT_PARTS.map(async (part) => [part, await exportOf(me, part)] as const)),
    );

    // Every service holding personal data has its part; the webhooks service holds none (docs/webhooks.md).
    expect(Object.values(archive).map(({ service }) => service)).toEqual(
      SERVICE_NAMES.filter((service) => service !== 'webhooks'),
    );
    expect(archive.account.data.account).toEqual([
      expect.objectContaining({ id: me.id, username: me.username }),
    ]);
    expect(archive.tricks.data.progress).toEqual([
      expect.objectContaining({ trickId: 'gw-1', learned: true }),
    ]);
    expect(archive.posts.data.posts).toEqual([
      expect.objectContaining({ content: 'My first line at the Boonies' }),
    ]);
    expect(archive.posts.data.reactions).toEqual([expect.objectContaining({ postId: clip.id })]);
    expect(archive.verification.data.votes).toEqual([
      expect.objectContaining({ verificationId: verification.id, vote: 'make' }),
    ]);
    expect(archive.messaging.data.messagesSent).toEqual([expect.objectContaining({ content: 'Nice clip!' })]);
    expect(archive.sponsorships.data.asAthlete).toEqual([
      expect.objectContaining({ brandId: brand.id, status: 'pending' }),
    ]);
    expect(archive.admin.data).toEqual({ auditEntries: [], reportsFiled: [] });
    expect(archive.social.data).toEqual(
      expect.objectContaining({ preferences: [expect.any(Object)], blocks: [] }),
    );
    expect(JSON.stringify(archive)).not.toContain(other.id);

    // Another user's archive never holds this one's data, whatever the request names.
    for (const part of EXPORT_PARTS) {
      const response = await other.browser.get(`/api/me/export/${part}?userId=${me.id}`);
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body.data)).not.toMatch(/My first line|Nice clip!/);
      expect(JSON.stringify(response.body.data)).not.toContain(me.id);
    }
    expectStatus(await me.browser.get('/api/me/export/everything'), 400, 'VALIDATION_FAILED');
  });

  it('changes the password: the current one is checked, other sessions end, the new one signs in', async () => {
    const user = await member(system, 'changer');
    const elsewhere = new Browser(system.baseUrl);
    expect((await elsewhere.signIn({ email: emailOf(user), password })).status).toBe(200);

    const wrong = await user.browser.post('/api/auth/change-password', {
      currentPassword: 'not-it',
      newPassword: 'ollie-99',
    });
    expectStatus(wrong, 401, 'INVALID_CREDENTIALS');
    expect(wrong.body.error).toBe(ACCOUNT_MESSAGES.wrongCurrentPassword);
    expectStatus(
      await user.browser.post('/api/auth/change-password', {
        currentPassword: password,
        newPassword: 'short',
      }),
      400,
      'VALIDATION_FAILED',
    );
    const common = await user.browser.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'qwerty',
    });
    expect({ status: common.status, body: common.body }).toEqual({
      status: 400,
      body: { error: AUTH_MESSAGES.passwordTooCommon, code: 'VALIDATION_FAILED', field: 'newPassword' },
    });

    const changed = await user.browser.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'ollie-99',
    });
    expect({ status: changed.status, body: changed.body }).toEqual({
      status: 200,
      body: { changed: true, endedSessions: 1 },
    });
    expect((await user.browser.get('/api/auth/me')).status).toBe(200);
    await eventually(
      async () => (await elsewhere.get('/api/auth/me')).status === 401,
      'the other session to end',
      EVENT_DEADLINE_MS,
    );
    expectStatus(await anonymous().signIn({ email: emailOf(user), password }), 401, 'INVALID_CREDENTIALS');
    expect((await anonymous().signIn({ email: emailOf(user), password: 'ollie-99' })).status).toBe(200);
  });

  it('deactivates: the session ends, the user is hidden everywhere, and an admin can bring them back', async () => {
    const leaving = await member(system, 'leaving');
    await textPost(leaving.browser, 'Last session before I go');
    const seenIn = async () => {
      const [latest, leaderboard, search, suggested] = await Promise.all([
        other.browser.get('/api/posts'),
        other.browser.get('/api/leaderboard'),
        other.browser.get(`/api/users/search?q=${leaving.username}`),
        other.browser.get('/api/users/suggested'),
      ]);
      return {
        feed: (latest.body as PostPageDto).posts.some(({ userId }) => userId === leaving.id),
        leaderboard: (leaderboard.body as LeaderboardEntryDto[]).some(({ id }) => id === leaving.id),
        search: (search.body as UserSummaryDto[]).some(({ id }) => id === leaving.id),
        suggestions: (suggested.body as UserSummaryDto[]).some(({ id }) => id === leaving.id),
      };
    };
    await eventually(
      async () => (await seenIn()).leaderboard,
      'the user on the leaderboard',
      EVENT_DEADLINE_MS,
    );
    expect(await seenIn()).toMatchObject({ feed: true, leaderboard: true, search: true });
    const cookie = leaving.browser.sessionCookie;

    expectStatus(
      await leaving.browser.post('/api/auth/deactivate', { password: 'wrong' }),
      401,
      'INVALID_CREDENTIALS',
    );
    const deactivated = await leaving.browser.post('/api/auth/deactivate', { password });
    expect({ status: deactivated.status, body: deactivated.body }).toEqual({
      status: 200,
      body: { deactivated: true },
    });
    expect(leaving.browser.sessionCookie).toBeUndefined();

    const replay = new Browser(system.baseUrl);
    replay.sessionCookie = cookie;
    expectStatus(await replay.get('/api/auth/me'), 401, 'UNAUTHENTICATED');
    // The right password is told what happened and how to get back; a wrong one learns nothing.
    const signIn = await anonymous().signIn({ email: emailOf(leaving), password });
    expectStatus(signIn, 403, 'ACCOUNT_DEACTIVATED');
    expect(signIn.body.error).toBe(AUTH_MESSAGES.accountDeactivated);
    const guess = await anonymous().signIn({ email: emailOf(leaving), password: 'not-the-password' });
    expectStatus(guess, 401, 'INVALID_CREDENTIALS');
    expect(guess.body.error).toBe(AUTH_MESSAGES.invalidCredentials);
    await eventually(
      async () => Object.values(await seenIn()).every((seen) => !seen),
      'the user to be hidden from feeds, leaderboard, search and suggestions',
      EVENT_DEADLINE_MS,
    );

    expectStatus(await other.browser.patch(`/api/admin/users/${leaving.id}/reactivate`), 403, 'FORBIDDEN');
    const reactivated = await moderator.browser.patch(`/api/admin/users/${leaving.id}/reactivate`);
    expect({ status: reactivated.status, body: reactivated.body }).toEqual({
      status: 200,
      body: { id: leaving.id, reactivated: true },
    });
    expect((await anonymous().signIn({ email: emailOf(leaving), password })).status).toBe(200);
    await eventually(async () => (await seenIn()).feed, 'the user back in the feed', EVENT_DEADLINE_MS);
  });
});
