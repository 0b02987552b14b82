import { randomUUID } from 'node:crypto';
import {
  MESSAGE_MESSAGES,
  type MessageDto,
  type MessagePageDto,
  type NotificationDto,
  type NotificationPageDto,
} from '@boonies/contracts/messaging';
import { PROFILE_MESSAGES } from '@boonies/contracts/social';
import type { RunningSystem } from '@boonies/testing';
import type { Response } from 'supertest';
import { Browser } from './support/browser';
import {
  admin,
  blockKnownToMessaging,
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
import { expectStatus } from './support/expect-status';

// Some tests wait for effects that travel by events (bounded by EVENT_DEADLINE_MS).
jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

/** Profiles, follows, preferences, blocks, messages and notifications: who may do what, and bad input. */
describe('profile, social and messaging routes: who may do what', () => {
  let system: RunningSystem;
  let moderator: SignedInUser;
  let ann: SignedInUser;
  let bob: SignedInUser;
  let carl: SignedInUser;
  /** Ann's message to Bob, and Bob's notification of it. */
  let annToBob: MessageDto;
  let bobsNotification: NotificationDto;
  const anonymous = () => new Browser(system.baseUrl);

  beforeAll(async () => {
    system = await startSocialSystem('gateway-social-access');
    [moderator, ann, bob, carl] = await Promise.all([
      admin(system),
      member(system, 'ann'),
      member(system, 'bob'),
      member(system, 'carl'),
    ]);
    annToBob = await sendMessage(ann.browser, bob.id, 'Just between Ann and Bob');
    // A message is no notification; a follow is.
    expectStatus(await ann.browser.post('/api/follows', { followingId: bob.id }), 201);
    await eventually(
      async () => {
        const notifications = await bob.browser.get('/api/notifications');
        bobsNotification = (notifications.body as NotificationPageDto).notifications[0];
        return bobsNotification !== undefined;
      },
      "Bob's notification of Ann's follow",
      EVENT_DEADLINE_MS,
    );
    expect(bobsNotification).toMatchObject({ type: 'follow', readAt: null });
  }, SOCIAL_SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  it('every route answers 401 without a session', async () => {
    const id = randomUUID();
    const routes: [string, string, object?][] = [
      ['GET', '/api/users'],
      ['GET', '/api/users/search?q=ann'],
      ['GET', '/api/users/suggested'],
      ['GET', '/api/users/summary'],
      ['GET', '/api/users/me/preferences'],
      ['PATCH', '/api/users/me/preferences', { theme: 'light' }],
      ['GET', '/api/users/check-username/someone'],
      ['GET', `/api/users/${id}`],
      ['PATCH', `/api/users/${id}`, { bio: 'hi' }],
      ['GET', `/api/users/${id}/followers`],
      ['GET', `/api/users/${id}/following`],
      ['GET', `/api/follows/check/${id}`],
      ['POST', '/api/follows', { followingId: id }],
      ['DELETE', `/api/follows/${id}`],
      ['GET', '/api/follow-requests'],
      ['POST', `/api/follow-requests/${id}/approve`],
      ['POST', `/api/follow-requests/${id}/decline`],
      ['GET', '/api/blocks'],
      ['POST', '/api/blocks', { userId: id }],
      ['DELETE', `/api/blocks/${id}`],
      ['POST', '/api/messages', { recipientId: id, content: 'hi' }],
      ['GET', '/api/messages?box=received'],
      ['GET', `/api/messages/${id}`],
      ['PATCH', `/api/messages/${id}/read`],
      ['GET', '/api/notifications'],
      ['PATCH', `/api/notifications/${id}/read`],
      ['PATCH', '/api/notifications/read-all'],
    ];
    for (const [method, path, body] of routes) {
      const browser = anonymous();
      const response =
        method === 'GET'
          ? await browser.get(path)
          : method === 'DELETE'
            ? await browser.delete(path)
            : method === 'POST'
              ? await browser.post(path, body)
              : await browser.patch(path, body);
      expect({ route: `${method} ${path}`, status: response.status, code: response.body?.code }).toEqual({
        route: `${method} ${path}`,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  describe('profiles', () => {
    it('PATCH /api/users/{id}: another user 403, an admin 403 too, the owner 200', async () => {
      const path = `/api/users/${ann.id}`;
      const refused = await bob.browser.patch(path, { bio: 'Bob was here' });
      expectStatus(refused, 403, 'FORBIDDEN');
      expect(refused.body.error).toBe(PROFILE_MESSAGES.ownProfileOnly);
      const byAdmin = await moderator.browser.patch(path, { bio: 'An admin was here' });
      expectStatus(byAdmin, 403, 'FORBIDDEN');
      expect(byAdmin.body.error).toBe(PROFILE_MESSAGES.ownProfileOnly);
      expectStatus(await ann.browser.patch(path, { bio: 'Mine' }), 200);
      expect((await bob.browser.get(path)).body.bio).toBe('Mine');
    });

    it('nobody makes themselves an admin, verified or trusted through a profile edit', async () => {
      for (const field of ['isAdmin', 'isVerified', 'isTrusted', 'email', 'id']) {
        const response = await ann.browser.patch(`/api/users/${ann.id}`, { [field]: true });
        expect({
          field,
          status: response.status,
          code: response.body.code,
          named: response.body.field,
        }).toEqual({ field, status: 400, code: 'VALIDATION_FAILED', named: field });
      }
      expect((await ann.browser.get(`/api/users/${ann.id}`)).body).toMatchObject({
        isAdmin: false,
        isVerified: false,
      });
    });
  });

  describe('follow requests', () => {
    it('a private profile: request, the owner is notified, approves; only then the follower sees it all', async () => {
      const [owner, fan, other] = await Promise.all([
        member(system, 'private'),
        member(system, 'fan'),
        member(system, 'other'),
      ]);
      expectStatus(
        await owner.browser.patch('/api/users/me/preferences', { privacy: { publicProfile: false } }),
        200,
      );

      const asked = await fan.browser.post('/api/follows', { followingId: owner.id });
      expectStatus(asked, 201);
      expect(asked.body).toEqual({ isFollowing: false, requested: true, status: 'requested' });
      expect((await fan.browser.get(`/api/follows/check/${owner.id}`)).body).toMatchObject({
        requested: true,
      });
      const before = await fan.browser.get(`/api/users/${owner.id}`);
      expect(before.body).toMatchObject({ level: null, verifiedPoints: null, followerCount: null });
      expectStatus(await fan.browser.get(`/api/users/${owner.id}/followers`), 403, 'FORBIDDEN');

      let notice: NotificationDto | undefined;
      await eventually(
        async () => {
          const page = (await owner.browser.get('/api/notifications')).body as NotificationPageDto;
          notice = page.notifications.find((n) => n.type === 'follow_request');
          return notice !== undefined;
        },
        'the follow request notification',
        EVENT_DEADLINE_MS,
      );
      expect(notice).toMatchObject({
        message: `${fan.username} asked to follow you`,
        link: '/inbox?tab=requests',
      });

      const list = await owner.browser.get('/api/follow-requests');
      expectStatus(list, 200);
      expect(list.body).toEqual([
        {
          requester: expect.objectContaining({ id: fan.id, username: fan.username }),
          requestedAt: expect.any(String),
        },
      ]);
      // Nobody but the owner answers: another member and an admin find no such request.
      expectStatus(await other.browser.post(`/api/follow-requests/${fan.id}/approve`), 404, 'NOT_FOUND');
      expectStatus(await moderator.browser.post(`/api/follow-requests/${fan.id}/approve`), 404, 'NOT_FOUND');
      expectStatus(await moderator.browser.post(`/api/follow-requests/${fan.id}/decline`), 404, 'NOT_FOUND');
      expectStatus(
        await owner.browser.post('/api/follow-requests/not-a-uuid/approve'),
        400,
        'VALIDATION_FAILED',
      );

      expectStatus(await owner.browser.post(`/api/follow-requests/${fan.id}/approve`), 200);
      expect((await owner.browser.get('/api/follow-requests')).body).toEqual([]);
      expect((await fan.browser.get(`/api/users/${owner.id}`)).body).toMatchObject({
        isFollowing: true,
        level: 1,
        followerCount: 1,
        visibility: { posts: true, progress: true, followers: true },
      });
      expectStatus(await fan.browser.get(`/api/users/${owner.id}/followers`), 200);
      // A stranger still sees none of it; an admin sees past privacy.
      expect((await other.browser.get(`/api/users/${owner.id}`)).body).toMatchObject({ level: null });
      expect((await moderator.browser.get(`/api/users/${owner.id}`)).body).toMatchObject({ level: 1 });
    });

    it('declining and cancelling leave no follow; someone blocked cannot ask', async () => {
      const [owner, fan, pest] = await Promise.all([
        member(system, 'private'),
        member(system, 'fan'),
        member(system, 'pest'),
      ]);
      expectStatus(
        await owner.browser.patch('/api/users/me/preferences', { privacy: { publicProfile: false } }),
        200,
      );
      expectStatus(await owner.browser.post('/api/blocks', { userId: pest.id }), 200);
      expectStatus(await pest.browser.post('/api/follows', { followingId: owner.id }), 404, 'NOT_FOUND');
      expectStatus(await pest.browser.get(`/api/users/${owner.id}`), 404, 'NOT_FOUND');

      expectStatus(await fan.browser.post('/api/follows', { followingId: owner.id }), 201);
      expectStatus(await owner.browser.post(`/api/follow-requests/${fan.id}/decline`), 200);
      expect((await fan.browser.get(`/api/follows/check/${owner.id}`)).body).toMatchObject({
        status: 'none',
      });

      expectStatus(await fan.browser.post('/api/follows', { followingId: owner.id }), 201);
      expectStatus(await fan.browser.delete(`/api/follows/${owner.id}`), 200);
      expect((await owner.browser.get('/api/follow-requests')).body).toEqual([]);
    });
  });

  describe('messages', () => {
    it("a third user's conversation query returns only their own messages, never the pair's", async () => {
      const withAnn = await carl.browser.get(`/api/messages/${ann.id}`);
      expectStatus(withAnn, 200);
      const empty = { messages: [], nextCursor: null, canMessage: true, cannotMessageReason: null };
      expect(withAnn.body).toEqual(empty);
      const withBob = await carl.browser.get(`/api/messages/${bob.id}`);
      expect(withBob.body).toEqual(empty);

      const own = await sendMessage(carl.browser, ann.id, 'Carl to Ann');
      const mine = (await carl.browser.get(`/api/messages/${ann.id}`)).body as MessagePageDto;
      expect(mine.messages.map((message) => message.id)).toEqual([own.id]);
      for (const box of ['received', 'sent']) {
        const page = (await carl.browser.get(`/api/messages?box=${box}`)).body as MessagePageDto;
        expect(page.messages.map((message) => message.id)).not.toContain(annToBob.id);
      }
      // The admin sees no more of it than anyone else.
      const byAdmin = (await moderator.browser.get(`/api/messages/${ann.id}`)).body as MessagePageDto;
      expect(byAdmin.messages).toEqual([]);
    });

    it('PATCH /api/messages/{id}/read: a third user 403, the sender 403, the recipient 200', async () => {
      const path = `/api/messages/${annToBob.id}/read`;
      for (const intruder of [carl, ann, moderator]) {
        const refused = await intruder.browser.patch(path);
        expectStatus(refused, 403, 'FORBIDDEN');
        expect(refused.body.error).toBe(MESSAGE_MESSAGES.recipientOnly);
      }
      const sent = (await ann.browser.get('/api/messages?box=sent')).body as MessagePageDto;
      expect(sent.messages.find((message) => message.id === annToBob.id)?.readAt).toBeNull();
      const read = await bob.browser.patch(path);
      expectStatus(read, 200);
      expect(read.body).toMatchObject({ id: annToBob.id, readAt: expect.any(String) });
      expectStatus(await bob.browser.patch(`/api/messages/${randomUUID()}/read`), 404, 'NOT_FOUND');
    });

    it('PATCH /api/notifications/{id}/read: another user 403, an admin 403, the notified user 200', async () => {
      expectStatus(await carl.browser.post('/api/follows', { followingId: bob.id }), 201);
      let notification: NotificationDto | undefined;
      await eventually(
        async () => {
          const page = (await bob.browser.get('/api/notifications')).body as NotificationPageDto;
          notification = page.notifications.find(
            (candidate) => candidate.readAt === null && candidate.fromUser?.id === carl.id,
          );
          return notification !== undefined;
        },
        "Bob's notification of Carl's follow",
        EVENT_DEADLINE_MS,
      );
      const path = `/api/notifications/${notification!.id}/read`;
      for (const intruder of [carl, ann, moderator])
        expectStatus(await intruder.browser.patch(path), 403, 'FORBIDDEN');
      // Read-all marks only the caller's own.
      expectStatus(await carl.browser.patch('/api/notifications/read-all'), 200);
      const page = (await bob.browser.get('/api/notifications')).body as NotificationPageDto;
      expect(page.notifications.find((candidate) => candidate.id === notification!.id)?.readAt).toBeNull();
      expectStatus(await bob.browser.patch(path), 200);
      expectStatus(await bob.browser.patch(`/api/notifications/${bobsNotification.id}/read`), 200);
      expectStatus(await bob.browser.patch(`/api/notifications/${randomUUID()}/read`), 404, 'NOT_FOUND');
    });

    it('a block refuses messages either way: the blocked skater finds no one, the blocker is told why', async () => {
      const [blocker, blocked] = await Promise.all([member(system, 'blocker'), member(system, 'blocked')]);
      await sendMessage(blocked.browser, blocker.id, 'Before the block');
      expectStatus(await blocker.browser.post('/api/blocks', { userId: blocked.id }), 200);
      await blockKnownToMessaging(system, blocker.id, blocked.id);

      const toBlocker = await blocked.browser.post('/api/messages', {
        recipientId: blocker.id,
        content: 'Hello?',
      });
      expect({ status: toBlocker.status, body: toBlocker.body }).toEqual({
        status: 404,
        body: { error: MESSAGE_MESSAGES.unknownRecipient, code: 'NOT_FOUND' },
      });
      const fromBlocker = await blocker.browser.post('/api/messages', {
        recipientId: blocked.id,
        content: 'Hi',
      });
      expect({ status: fromBlocker.status, body: fromBlocker.body }).toEqual({
        status: 403,
        body: { error: MESSAGE_MESSAGES.blocked, code: 'FORBIDDEN' },
      });

      expectStatus(await blocker.browser.delete(`/api/blocks/${blocked.id}`), 200);
      await blockKnownToMessaging(system, blocker.id, blocked.id, false);
      await sendMessage(blocked.browser, blocker.id, 'After the block');
    });

    it('a recipient with direct messages off refuses them with a clear error', async () => {
      const [closed, writer] = await Promise.all([member(system, 'closed'), member(system, 'writer')]);
      const change = await closed.browser.patch('/api/users/me/preferences', {
        privacy: { allowMessages: false },
      });
      expectStatus(change, 200);
      await knownToMessaging(system, closed.id, 'preferences', 'NOT allow_messages');
      expect((await writer.browser.get(`/api/users/${closed.id}`)).body.visibility.messages).toBe(false);

      const refused = await writer.browser.post('/api/messages', { recipientId: closed.id, content: 'Hi' });
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 403,
        body: { error: MESSAGE_MESSAGES.messagesOff, code: 'FORBIDDEN' },
      });
      // They may still write to others.
      await sendMessage(closed.browser, writer.id, 'I can still write to you');
    });

    it('an unknown recipient is 404, oneself 403', async () => {
      const unknown = await ann.browser.post('/api/messages', { recipientId: randomUUID(), content: 'Hi' });
      expect({ status: unknown.status, body: unknown.body }).toEqual({
        status: 404,
        body: { error: MESSAGE_MESSAGES.unknownRecipient, code: 'NOT_FOUND' },
      });
      const self = await ann.browser.post('/api/messages', { recipientId: ann.id, content: 'Hi me' });
      expect({ status: self.status, body: self.body }).toEqual({
        status: 403,
        body: { error: MESSAGE_MESSAGES.toSelf, code: 'FORBIDDEN' },
      });
    });
  });

  describe('bad input: 400 VALIDATION_FAILED naming the field, never a 500', () => {
    const user = () => ann.browser;
    const id = randomUUID();
    const profile = (body: object) => () => user().patch(`/api/users/${ann.id}`, body);
    const message = (body: object) => () =>
      user().post('/api/messages', { recipientId: bob.id, content: 'hi', ...body });
    const preferences = (body: object) => () => user().patch('/api/users/me/preferences', body);

    it.each<[string, () => Promise<Response>, string]>([
      ['POST /api/messages blank content', message({ content: '   ' }), 'content'],
      ['POST /api/messages empty content', message({ content: '' }), 'content'],
      ['POST /api/messages 1001 characters', message({ content: 'x'.repeat(1001) }), 'content'],
      ['POST /api/messages content not text', message({ content: 42 }), 'content'],
      ['POST /api/messages without content', message({ content: undefined }), 'content'],
      ['POST /api/messages bad recipient id', message({ recipientId: 'bob' }), 'recipientId'],
      ['POST /api/messages without recipient', message({ recipientId: undefined }), 'recipientId'],
      ['POST /api/messages unknown field', message({ topic: 'skate' }), 'topic'],
      ['GET /api/messages without box', () => user().get('/api/messages'), 'box'],
      ['GET /api/messages?box=all', () => user().get('/api/messages?box=all'), 'box'],
      ['GET /api/messages?limit=0', () => user().get('/api/messages?box=sent&limit=0'), 'limit'],
      ['GET /api/messages?limit=101', () => user().get('/api/messages?box=sent&limit=101'), 'limit'],
      [
        'GET /api/messages?cursor=<bad characters>',
        () => user().get('/api/messages?box=sent&cursor=a%20b'),
        'cursor',
      ],
      ['GET /api/messages unknown query', () => user().get('/api/messages?box=sent&page=2'), 'page'],
      ['GET /api/messages/{otherUserId}', () => user().get('/api/messages/bob'), 'otherUserId'],
      [
        'GET /api/messages/{otherUserId}?limit=many',
        () => user().get(`/api/messages/${id}?limit=many`),
        'limit',
      ],
      ['PATCH /api/messages/{id}/read', () => user().patch('/api/messages/42/read'), 'id'],
      ['GET /api/notifications?limit=0', () => user().get('/api/notifications?limit=0'), 'limit'],
      [
        'GET /api/notifications?cursor=<bad>',
        () => user().get('/api/notifications?cursor=%3Cscript%3E'),
        'cursor',
      ],
      ['PATCH /api/notifications/{id}/read', () => user().patch('/api/notifications/x/read'), 'id'],
      ['GET /api/users/{id}', () => user().get('/api/users/ann'), 'id'],
      ['PATCH /api/users/{id} bad id', () => user().patch('/api/users/ann', { bio: 'x' }), 'id'],
      ['PATCH /api/users/{id} colour name', profile({ gradientStartColor: 'red' }), 'gradientStartColor'],
      ['PATCH /api/users/{id} short colour', profile({ gradientEndColor: '#12345' }), 'gradientEndColor'],
      [
        'PATCH /api/users/{id} colour with script',
        profile({ gradientEndColor: '#123456;x' }),
        'gradientEndColor',
      ],
      [
        'PATCH /api/users/{id} javascript: picture',
        profile({ profilePicture: 'javascript:alert(1)' }),
        'profilePicture',
      ],
      [
        'PATCH /api/users/{id} data: picture',
        profile({ profilePicture: 'data:image/png;base64,AAAA' }),
        'profilePicture',
      ],
      [
        'PATCH /api/users/{id} javascript: video',
        profile({ headerVideo: 'javascript:alert(1)//.mp4' }),
        'headerVideo',
      ],
      [
        'PATCH /api/users/{id} unrecognised video',
        profile({ headerVideo: 'https://example.com/page.html' }),
        'headerVideo',
      ],
      ['PATCH /api/users/{id} bio too long', profile({ bio: 'x'.repeat(501) }), 'bio'],
      [
        'PATCH /api/users/{id} display name too long',
        profile({ displayName: 'x'.repeat(61) }),
        'displayName',
      ],
      ['PATCH /api/users/{id} location too long', profile({ location: 'x'.repeat(101) }), 'location'],
      ['PATCH /api/users/{id} blank username', profile({ username: '  ' }), 'username'],
      ['PATCH /api/users/{id} short username', profile({ username: 'ab' }), 'username'],
      ['PATCH /api/users/{id} username with spaces', profile({ username: 'ann kick' }), 'username'],
      ['PATCH /api/users/{id} status not boolean', profile({ proStatus: 'yes' }), 'proStatus'],
      ['PATCH /api/users/{id} unknown field', profile({ mood: 'stoked' }), 'mood'],
      ['GET /api/users/search one character', () => user().get('/api/users/search?q=a'), 'q'],
      ['GET /api/users/search blank', () => user().get('/api/users/search?q=%20%20%20'), 'q'],
      ['GET /api/users/search without q', () => user().get('/api/users/search'), 'q'],
      ['GET /api/users/search too long', () => user().get(`/api/users/search?q=${'a'.repeat(61)}`), 'q'],
      ['GET /api/users/search unknown query', () => user().get('/api/users/search?q=ann&page=2'), 'page'],
      ['GET /api/users?limit=0', () => user().get('/api/users?limit=0'), 'limit'],
      ['GET /api/users?limit=101', () => user().get('/api/users?limit=101'), 'limit'],
      [
        'GET /api/users/check-username/{name} far too long',
        () => user().get(`/api/users/check-username/${'a'.repeat(41)}`),
        'name',
      ],
      ['GET /api/users/{id}/followers bad id', () => user().get('/api/users/ann/followers'), 'id'],
      [
        'GET /api/users/{id}/following?limit=51',
        () => user().get(`/api/users/${bob.id}/following?limit=51`),
        'limit',
      ],
      [
        'GET /api/users/{id}/followers?cursor=<bad>',
        () => user().get(`/api/users/${bob.id}/followers?cursor=a%20b`),
        'cursor',
      ],
      [
        'GET /api/users/{id}/followers?cursor=<not ours>',
        () => user().get(`/api/users/${bob.id}/followers?cursor=bm90LW91cnM`),
        'cursor',
      ],
      ['GET /api/follows/check/{id}', () => user().get('/api/follows/check/bob'), 'id'],
      ['POST /api/follows bad id', () => user().post('/api/follows', { followingId: 'bob' }), 'followingId'],
      ['POST /api/follows without id', () => user().post('/api/follows', {}), 'followingId'],
      [
        'POST /api/follows unknown field',
        () => user().post('/api/follows', { followingId: id, notify: false }),
        'notify',
      ],
      ['DELETE /api/follows/{id}', () => user().delete('/api/follows/bob'), 'id'],
      ['PATCH /api/users/me/preferences theme', preferences({ theme: 'neon' }), 'theme'],
      [
        'PATCH /api/users/me/preferences switch not boolean',
        preferences({ privacy: { allowMessages: 'no' } }),
        'privacy.allowMessages',
      ],
      [
        'PATCH /api/users/me/preferences unknown switch',
        preferences({ notifications: { sms: true } }),
        'notifications.sms',
      ],
      [
        'PATCH /api/users/me/preferences group not an object',
        preferences({ accessibility: true }),
        'accessibility',
      ],
      ['PATCH /api/users/me/preferences unknown field', preferences({ language: 'fr' }), 'language'],
      ['POST /api/blocks bad id', () => user().post('/api/blocks', { userId: 'bob' }), 'userId'],
      ['POST /api/blocks oneself', () => user().post('/api/blocks', { userId: ann.id }), 'userId'],
      [
        'POST /api/blocks unknown field',
        () => user().post('/api/blocks', { userId: id, reason: 'spam' }),
        'reason',
      ],
      ['DELETE /api/blocks/{userId}', () => user().delete('/api/blocks/bob'), 'userId'],
    ])('%s', async (_route, call, field) => {
      const response = await call();
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: { error: expect.any(String), code: 'VALIDATION_FAILED', field },
      });
    });

    it('a body that is not JSON is a 400 too', async () => {
      const response = await user().post('/api/messages', '{"content": ');
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });
  });
});
