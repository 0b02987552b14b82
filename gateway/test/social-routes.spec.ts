import { randomBytes } from 'node:crypto';
import type { InboxSummaryDto } from '@boonies/contracts/messaging';
import { POLICY_REASONS } from '@boonies/contracts/policy';
import {
  DEFAULT_PREFERENCES,
  PROFILE_MESSAGES,
  type ProfileDto,
  type UserPageDto,
  type UserSummaryDto,
} from '@boonies/contracts/social';
import type { RunningSystem } from '@boonies/testing';
import {
  eventually,
  EVENT_DEADLINE_MS,
  EVENT_TEST_TIMEOUT_MS,
  knownToMessaging,
  member,
  sendMessage,
  SOCIAL_SYSTEM_START_TIMEOUT_MS,
  startSocialSystem,
  type SignedInUser,
} from './support/social-system';

// Some tests wait for effects that travel by events (bounded by EVENT_DEADLINE_MS).
jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

/** A username nobody else in the run has, with a stem tests can search for. */
const uniqueName = (stem: string) => `${stem}${randomBytes(3).toString('hex')}`;
const FOLLOWING = { isFollowing: true, requested: false, status: 'following' };
const NOT_FOLLOWING = { isFollowing: false, requested: false, status: 'none' };

/** Profiles, usernames, follows and their lists, search, suggestions, preferences, blocks and the inbox summary. */
describe('profile, follow, search and inbox routes', () => {
  let system: RunningSystem;
  let ann: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    system = await startSocialSystem('gateway-social-routes', true);
    [ann, bob] = await Promise.all([member(system, 'ann'), member(system, 'bob')]);
  }, SOCIAL_SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  async function profileOf(viewer: SignedInUser, userId: string): Promise<ProfileDto> {
    const response = await viewer.browser.get(`/api/users/${userId}`);
    expect(response.status).toBe(200);
    return response.body;
  }

  async function page(viewer: SignedInUser, path: string): Promise<UserPageDto> {
    const response = await viewer.browser.get(path);
    expect(response.status).toBe(200);
    return response.body;
  }

  async function search(viewer: SignedInUser, query: string): Promise<string[]> {
    const response = await viewer.browser.get(`/api/users/search?${query}`);
    expect(response.status).toBe(200);
    return (response.body as UserSummaryDto[]).map((user) => user.username);
  }

  async function summary(viewer: SignedInUser): Promise<InboxSummaryDto> {
    const response = await viewer.browser.get('/api/users/summary');
    expect(response.status).toBe(200);
    return response.body;
  }

  describe('profiles', () => {
    it('reads a profile as its owner and as someone else', async () => {
      const own = await profileOf(ann, ann.id);
      expect(own).toMatchObject({
        id: ann.id,
        username: ann.username,
        isOwner: true,
        isFollowing: false,
        isBlocked: false,
        gradientStartColor: '#4F46E5',
        gradientEndColor: '#06B6D4',
        level: 1,
        verifiedPoints: 0,
        followerCount: 0,
        followingCount: 0,
        // Nobody messages themselves.
        visibility: { posts: true, progress: true, followers: true, messages: false },
      });
      expect(await profileOf(bob, ann.id)).toMatchObject({
        id: ann.id,
        isOwner: false,
        visibility: { posts: true, progress: true, followers: true, messages: true },
      });
    });

    it('edits the own profile; one status clears the others; others see the change', async () => {
      const edit = await ann.browser.patch(`/api/users/${ann.id}`, {
        displayName: '  Ann Kickflip  ',
        bio: 'Backyard bowls',
        location: 'The Boonies',
        gradientStartColor: '#112233',
        gradientEndColor: '#AABBCC',
        profilePicture: 'https://images.example/ann.png',
        proStatus: true,
      });
      expect(edit.status).toBe(200);
      expect(edit.body).toMatchObject({ id: ann.id, displayName: 'Ann Kickflip', proStatus: true });

      const amateur = await ann.browser.patch(`/api/users/${ann.id}`, { amateurStatus: true });
      expect(amateur.body).toMatchObject({ proStatus: false, amateurStatus: true, flowStatus: false });

      const cleared = await ann.browser.patch(`/api/users/${ann.id}`, { bio: '   ' });
      expect(cleared.body.bio).toBeNull();

      // Others read the social service's copy, which follows auth's events.
      await eventually(
        async () => (await profileOf(bob, ann.id)).updatedAt === cleared.body.updatedAt,
        'the edit in the social service’s copy',
        EVENT_DEADLINE_MS,
      );
      expect(await profileOf(bob, ann.id)).toMatchObject({
        displayName: 'Ann Kickflip',
        bio: null,
        location: 'The Boonies',
        gradientStartColor: '#112233',
        profilePicture: 'https://images.example/ann.png',
        amateurStatus: true,
      });
    });

    it('an unknown user is 404 "Profile not found"', async () => {
      const response = await ann.browser.get('/api/users/00000000-0000-4000-8000-000000000000');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', error: PROFILE_MESSAGES.notFound });
    });
  });

  describe('usernames', () => {
    it('answers whether a name is available: free, taken, or the caller’s own', async () => {
      const check = async (viewer: SignedInUser, name: string) => {
        const response = await viewer.browser.get(`/api/users/check-username/${encodeURIComponent(name)}`);
        expect(response.status).toBe(200);
        return response.body;
      };
      expect(await check(ann, uniqueName('free'))).toEqual({ available: true });
      expect(await check(ann, bob.username)).toEqual({ available: false });
      expect(await check(ann, bob.username.toUpperCase())).toEqual({ available: false });
      expect(await check(bob, bob.username)).toEqual({ available: true });
      expect(await check(ann, 'no spaces allowed')).toEqual({ available: false });
    });

    it('renames lower-cased; a taken name is 409 "Username already taken"', async () => {
      const name = uniqueName('annie');
      const renamed = await ann.browser.patch(`/api/users/${ann.id}`, { username: name.toUpperCase() });
      expect(renamed.status).toBe(200);
      expect(renamed.body.username).toBe(name);
      ann.username = name;

      const taken = await bob.browser.patch(`/api/users/${bob.id}`, { username: name });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'USERNAME_TAKEN', error: 'Username already taken' });
    });
  });

  describe('follows', () => {
    it('follow, check, lists and counts, then unfollow', async () => {
      const [carl, dana] = await Promise.all([member(system, 'carl'), member(system, 'dana')]);
      const check = async () => (await carl.browser.get(`/api/follows/check/${dana.id}`)).body;
      expect(await check()).toEqual(NOT_FOLLOWING);

      const follow = await carl.browser.post('/api/follows', { followingId: dana.id });
      expect(follow.status).toBe(201);
      expect(follow.body).toEqual(FOLLOWING);
      expect(await check()).toEqual(FOLLOWING);

      const again = await carl.browser.post('/api/follows', { followingId: dana.id });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'CONFLICT', error: PROFILE_MESSAGES.alreadyFollowing });

      expect(await profileOf(carl, dana.id)).toMatchObject({ isFollowing: true, followerCount: 1 });
      expect(await profileOf(dana, carl.id)).toMatchObject({ isFollowing: false, followingCount: 1 });
      const followers = await page(ann, `/api/users/${dana.id}/followers`);
      expect(followers).toEqual({ users: [expect.objectContaining({ id: carl.id })], nextCursor: null });
      const following = await page(ann, `/api/users/${carl.id}/following`);
      expect(following.users.map((user) => user.id)).toEqual([dana.id]);

      const unfollow = await carl.browser.delete(`/api/follows/${dana.id}`);
      expect(unfollow.status).toBe(200);
      expect(unfollow.body).toEqual(NOT_FOLLOWING);
      expect(await check()).toEqual(NOT_FOLLOWING);
      expect((await page(ann, `/api/users/${dana.id}/followers`)).users).toEqual([]);
      // Unfollowing again changes nothing.
      expect((await carl.browser.delete(`/api/follows/${dana.id}`)).body).toEqual(NOT_FOLLOWING);
    });

    it('following yourself is refused, as the access policy says', async () => {
      const response = await ann.browser.post('/api/follows', { followingId: ann.id });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: POLICY_REASONS.self, code: 'FORBIDDEN' });
    });

    it('lists page by cursor, newest first', async () => {
      const star = await member(system, 'star');
      const fans: SignedInUser[] = [];
      for (let index = 0; index < 3; index += 1) {
        const fan = await member(system, `fan${index}`);
        expect((await fan.browser.post('/api/follows', { followingId: star.id })).status).toBe(201);
        fans.push(fan);
      }
      const first = await page(bob, `/api/users/${star.id}/followers?limit=2`);
      expect(first.users.map((user) => user.id)).toEqual([fans[2].id, fans[1].id]);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await page(
        bob,
        `/api/users/${star.id}/followers?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`,
      );
      expect(second).toEqual({ users: [expect.objectContaining({ id: fans[0].id })], nextCursor: null });
    });
  });

  describe('finding skaters', () => {
    it('search: exact username first, then prefixes, then close misspellings; brands left out on request', async () => {
      const stem = uniqueName('grindking');
      const [exact, longer, brand] = await Promise.all([
        member(system, 'exact'),
        member(system, 'longer'),
        member(system, 'brand'),
      ]);
      const rename = async (user: SignedInUser, body: object) =>
        expect((await user.browser.patch(`/api/users/${user.id}`, body)).status).toBe(200);
      await rename(exact, { username: stem });
      await rename(longer, { username: `${stem}x` });
      await rename(brand, { username: `${stem}brand`, isBrand: true });
      // Search reads the social service's copy of the accounts, which follows auth's events.
      await eventually(
        async () => (await search(ann, `q=${stem}`)).length === 3,
        'the renamed skaters in the social service’s copy',
        EVENT_DEADLINE_MS,
      );

      expect(await search(ann, `q=${stem}`)).toEqual([stem, `${stem}brand`, `${stem}x`]);
      expect(await search(ann, `q=${stem}&excludeBrands=true`)).toEqual([stem, `${stem}x`]);
      expect(await search(ann, `q=${stem.toUpperCase()}`)).toEqual([stem, `${stem}brand`, `${stem}x`]);
      // A letter dropped from the middle still finds them.
      const misspelt = stem.replace('king', 'kng');
      expect(await search(ann, `q=${misspelt}`)).toEqual(expect.arrayContaining([stem, `${stem}x`]));
      // A display name matches by prefix too.
      await rename(longer, { displayName: `Zed ${stem}` });
      await eventually(
        async () => (await search(ann, `q=zed%20${stem}`))[0] === `${stem}x`,
        'the new display name found by search',
        EVENT_DEADLINE_MS,
      );
      expect(await search(ann, 'q=qqqqqqqqqqqqqq')).toEqual([]);
    });

    it('the directory lists users by username, a page at a time', async () => {
      const first = await ann.browser.get('/api/users?limit=2');
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(2);
      const names = (first.body as UserSummaryDto[]).map((user) => user.username);
      const next = await ann.browser.get(`/api/users?limit=2&after=${encodeURIComponent(names[1])}`);
      expect(next.status).toBe(200);
      expect(next.body).toHaveLength(2);
      const nextNames = (next.body as UserSummaryDto[]).map((user) => user.username);
      expect(nextNames.filter((name) => names.includes(name))).toEqual([]);
    });

    it(
      'suggests at most three skaters the caller does not follow, never the caller',
      async () => {
        // Suggestions are skaters who do something: four of them post, the rest have nothing to show.
        const posters = await Promise.all([1, 2, 3, 4].map(() => member(system, 'poster')));
        await Promise.all(
          posters.map((poster) =>
            eventually(
              async () =>
                (await poster.browser.post('/api/posts', { content: 'Session at the bowl' })).status === 201,
              'a post once the posts service knows the poster',
              EVENT_DEADLINE_MS,
            ),
          ),
        );
        const newcomer = await member(system, 'newcomer');
        const suggestedNow = async () =>
          (await newcomer.browser.get('/api/users/suggested')).body as UserSummaryDto[];
        await eventually(
          async () => (await suggestedNow()).length === 3,
          'three posters suggested once the social service knows of their posts',
          EVENT_DEADLINE_MS,
        );
        const response = await newcomer.browser.get('/api/users/suggested');
        expect(response.status).toBe(200);
        const suggested = response.body as UserSummaryDto[];
        const posterIds = posters.map((poster) => poster.id);
        expect(suggested.every((user) => posterIds.includes(user.id))).toBe(true);
        expect(suggested.length).toBeLessThanOrEqual(3);
        expect(suggested.map((user) => user.id)).not.toContain(newcomer.id);
        expect(suggested.every((user) => !user.isBrand)).toBe(true);

        await newcomer.browser.post('/api/follows', { followingId: suggested[0].id });
        const after = (await newcomer.browser.get('/api/users/suggested')).body as UserSummaryDto[];
        expect(after.map((user) => user.id)).not.toContain(suggested[0].id);
      },
      EVENT_TEST_TIMEOUT_MS,
    );
  });

  describe('preferences and blocks', () => {
    it('reads the defaults, changes a subset, and hides the followers from others', async () => {
      const owner = await member(system, 'private');
      const defaults = await owner.browser.get('/api/users/me/preferences');
      expect(defaults.status).toBe(200);
      expect(defaults.body).toEqual(DEFAULT_PREFERENCES);

      const changed = await owner.browser.patch('/api/users/me/preferences', {
        theme: 'light',
        privacy: { showFollowers: false },
        accessibility: { largeText: true },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({
        ...DEFAULT_PREFERENCES,
        theme: 'light',
        privacy: { ...DEFAULT_PREFERENCES.privacy, showFollowers: false },
        accessibility: { ...DEFAULT_PREFERENCES.accessibility, largeText: true },
      });
      expect((await owner.browser.get('/api/users/me/preferences')).body).toEqual(changed.body);

      expect(await profileOf(bob, owner.id)).toMatchObject({ followerCount: null, followingCount: null });
      expect((await bob.browser.get(`/api/users/${owner.id}/followers`)).status).toBe(403);
      expect((await owner.browser.get(`/api/users/${owner.id}/followers`)).status).toBe(200);
    });

    it('blocks and unblocks; a block ends follows and hides each from the other’s search', async () => {
      const [blocker, pest] = await Promise.all([member(system, 'blocker'), member(system, 'pest')]);
      await pest.browser.post('/api/follows', { followingId: blocker.id });

      const block = await blocker.browser.post('/api/blocks', { userId: pest.id });
      expect(block.status).toBe(200);
      expect(block.body).toEqual({ blocked: true });
      expect((await blocker.browser.post('/api/blocks', { userId: pest.id })).body).toEqual({
        blocked: true,
      });
      const list = await blocker.browser.get('/api/blocks');
      expect((list.body as UserSummaryDto[]).map((user) => user.id)).toEqual([pest.id]);
      expect(await profileOf(blocker, pest.id)).toMatchObject({ isBlocked: true });
      expect((await pest.browser.get(`/api/follows/check/${blocker.id}`)).body).toEqual(NOT_FOLLOWING);
      expect(await search(pest, `q=${blocker.username}`)).toEqual([]);
      // The blocker vanished for the blocked one: profile and follow both answer 404.
      expect((await pest.browser.get(`/api/users/${blocker.id}`)).status).toBe(404);
      const followBack = await pest.browser.post('/api/follows', { followingId: blocker.id });
      expect(followBack.status).toBe(404);
      const followBlocked = await blocker.browser.post('/api/follows', { followingId: pest.id });
      expect(followBlocked.status).toBe(403);

      const unblock = await blocker.browser.delete(`/api/blocks/${pest.id}`);
      expect(unblock.status).toBe(200);
      expect(unblock.body).toEqual({ blocked: false });
      expect((await blocker.browser.get('/api/blocks')).body).toEqual([]);
      expect((await search(pest, `q=${blocker.username}`))[0]).toBe(blocker.username);
    });
  });

  describe('the inbox summary', () => {
    it('counts unread messages and notifications, and follows them as they are read', async () => {
      const [reader, writer] = await Promise.all([member(system, 'reader'), member(system, 'writer')]);
      expect(await summary(reader)).toEqual({
        unreadMessages: 0,
        unreadNotifications: 0,
        pendingSponsorships: 0,
      });

      const first = await sendMessage(writer.browser, reader.id, 'First');
      await sendMessage(writer.browser, reader.id, 'Second');
      await writer.browser.post('/api/follows', { followingId: reader.id });
      // Messages are counted as messages, not notifications; the follow's arrives by the auth service's event.
      await eventually(
        async () => (await summary(reader)).unreadNotifications === 1,
        'one unread notification',
        EVENT_DEADLINE_MS,
      );
      expect(await summary(reader)).toEqual({
        unreadMessages: 2,
        unreadNotifications: 1,
        pendingSponsorships: 0,
      });

      expect((await reader.browser.patch(`/api/messages/${first.id}/read`)).status).toBe(200);
      expect(await summary(reader)).toEqual({
        unreadMessages: 1,
        unreadNotifications: 1,
        pendingSponsorships: 0,
      });

      const readAll = await reader.browser.patch('/api/notifications/read-all');
      expect(readAll.status).toBe(200);
      expect(readAll.body).toEqual({ updated: 1 });
      expect(await summary(reader)).toEqual({
        unreadMessages: 1,
        unreadNotifications: 0,
        pendingSponsorships: 0,
      });
      expect(await summary(writer)).toEqual({
        unreadMessages: 0,
        unreadNotifications: 0,
        pendingSponsorships: 0,
      });
    });

    it('lists the boxes, the conversation and the notifications, and marks one notification read', async () => {
      const [reader, writer] = await Promise.all([member(system, 'reader'), member(system, 'writer')]);
      await knownToMessaging(system, reader.id);
      const hello = await sendMessage(writer.browser, reader.id, 'Hello');
      const reply = await sendMessage(reader.browser, writer.id, 'Hey!');

      const received = await reader.browser.get('/api/messages?box=received');
      expect(received.status).toBe(200);
      expect(received.body).toEqual({
        messages: [
          expect.objectContaining({
            id: hello.id,
            content: 'Hello',
            readAt: null,
            sender: expect.objectContaining({ id: writer.id, username: writer.username }),
            recipient: expect.objectContaining({ id: reader.id }),
          }),
        ],
        nextCursor: null,
      });
      const sent = await reader.browser.get('/api/messages?box=sent');
      expect(sent.body.messages.map((message: { id: string }) => message.id)).toEqual([reply.id]);
      const conversation = await writer.browser.get(`/api/messages/${reader.id}`);
      expect(conversation.body.messages.map((message: { content: string }) => message.content)).toEqual([
        'Hello',
        'Hey!',
      ]);

      expect((await writer.browser.post('/api/follows', { followingId: reader.id })).status).toBe(201);
      let notifications = await reader.browser.get('/api/notifications');
      await eventually(
        async () =>
          (notifications = await reader.browser.get('/api/notifications')).body.notifications.length > 0,
        "the follow's notification",
        EVENT_DEADLINE_MS,
      );
      expect(notifications.status).toBe(200);
      const [notification] = notifications.body.notifications;
      expect(notification).toMatchObject({
        type: 'follow',
        readAt: null,
        fromUser: expect.objectContaining({ id: writer.id }),
      });
      const read = await reader.browser.patch(`/api/notifications/${notification.id}/read`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: notification.id, readAt: expect.any(String) });
    });
  });
});
