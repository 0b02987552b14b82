import type {
  ConversationListDto,
  InboxSummaryDto,
  MessagePageDto,
  NotificationCreatedPush,
  NotificationPageDto,
} from '@boonies/contracts/messaging';
import {
  type ConversationReadPush,
  type ConversationSeenPush,
  type MessageCreatedPush,
  type MessageReadPush,
  REALTIME_CLIENT_EVENTS,
  REALTIME_EVENTS,
  type TypingPush,
} from '@boonies/contracts/realtime';
import type { RunningSystem } from '@boonies/testing';
import { io, type Socket } from 'socket.io-client';
import { SESSION_COOKIE } from '../src/sessions/session-cookie';
import { Browser } from './support/browser';
import { startGatewayReplica, type GatewayReplica } from './support/gateway-replica';
import {
  admin,
  blockKnownToMessaging,
  eventually,
  knownToMessaging,
  EVENT_DEADLINE_MS,
  EVENT_TEST_TIMEOUT_MS,
  member,
  sendMessage,
  SOCIAL_SYSTEM_START_TIMEOUT_MS,
  startSocialSystem,
  type SignedInUser,
} from './support/social-system';
import { heard, nextMatching, Sockets } from './support/sockets';

jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

/**
 * Direct messages, read receipts and notifications reach every open tab of the person concerned, over real
 * socket.io connections, on whichever gateway replica each tab is connected to.
 */
describe('messages and notifications, live over socket.io', () => {
  let system: RunningSystem;
  let replica: GatewayReplica;
  const sockets = new Sockets();

  beforeAll(async () => {
    system = await startSocialSystem('gateway-messages-live');
    replica = await startGatewayReplica(system);
  }, SOCIAL_SYSTEM_START_TIMEOUT_MS);

  afterEach(() => sockets.closeAll());

  afterAll(async () => {
    await replica?.stop();
    await system?.stop();
  });

  const tab = (user: SignedInUser, baseUrl = system.baseUrl) =>
    sockets.connect(baseUrl, user.browser.sessionCookie);

  /**
   * Every `message:new` a tab hears from now on. A message's id is known only once the send answers, and
   * its push may come first, so tabs record from before the send and the test looks the push up after.
   */
  const messagesHeard = (socket: Socket) => heard<MessageCreatedPush>(socket, REALTIME_EVENTS.messageCreated);

  async function pushOf(pushes: MessageCreatedPush[], messageId: string): Promise<MessageCreatedPush> {
    let found: MessageCreatedPush | undefined;
    await eventually(
      async () => (found = pushes.find((push) => push.messageId === messageId)) !== undefined,
      `the push of message ${messageId}`,
      EVENT_DEADLINE_MS,
    );
    return found!;
  }

  it("a message sent by one arrives at the other's tabs on both replicas, and at the sender's other tab", async () => {
    const [ann, bob, carl] = await Promise.all([
      member(system, 'ann'),
      member(system, 'bob'),
      member(system, 'carl'),
    ]);
    const [annHere, annElsewhere, bobHere, bobElsewhere, carlHere] = await Promise.all([
      tab(ann),
      tab(ann, replica.baseUrl),
      tab(bob),
      tab(bob, replica.baseUrl),
      tab(carl),
    ]);
    const [annHeard, annElsewhereHeard, bobHeard, bobElsewhereHeard, carlHeard] = [
      annHere,
      annElsewhere,
      bobHere,
      bobElsewhere,
      carlHere,
    ].map(messagesHeard);

    const message = await sendMessage(ann.browser, bob.id, 'Session at the boonies tonight?');
    const expected: MessageCreatedPush = {
      messageId: message.id,
      senderId: ann.id,
      recipientId: bob.id,
      content: 'Session at the boonies tonight?',
      createdAt: message.createdAt,
    };
    await expect(
      Promise.all(
        [bobHeard, bobElsewhereHeard, annHeard, annElsewhereHeard].map((pushes) =>
          pushOf(pushes, message.id),
        ),
      ),
    ).resolves.toEqual([expected, expected, expected, expected]);
    // Each tab hears it once, and nobody else hears it.
    expect([bobHeard, bobElsewhereHeard, annHeard, annElsewhereHeard].map((pushes) => pushes.length)).toEqual(
      [1, 1, 1, 1],
    );
    expect(carlHeard).toEqual([]);
  });

  it('the sender hears the read receipt on every tab; the reader does not hear their own', async () => {
    const [ann, bob] = await Promise.all([member(system, 'ann'), member(system, 'bob')]);
    const [annHere, annElsewhere, bobHere] = await Promise.all([
      tab(ann),
      tab(ann, replica.baseUrl),
      tab(bob),
    ]);
    const bobHeard = heard(bobHere, REALTIME_EVENTS.messageRead);
    const annMessages = messagesHeard(annHere);
    const message = await sendMessage(ann.browser, bob.id, 'Did you see this?');

    const receipts = [annHere, annElsewhere].map((socket) =>
      nextMatching<MessageReadPush>(
        socket,
        REALTIME_EVENTS.messageRead,
        (push) => push.messageId === message.id,
        EVENT_DEADLINE_MS,
      ),
    );
    const read = await bob.browser.patch(`/api/messages/${message.id}/read`);
    expect(read.status).toBe(200);
    const receipt: MessageReadPush = { messageId: message.id, recipientId: bob.id, readAt: read.body.readAt };
    await expect(Promise.all(receipts)).resolves.toEqual([receipt, receipt]);

    // Reading again changes nothing and announces nothing.
    const annHeard = heard(annHere, REALTIME_EVENTS.messageRead);
    expect((await bob.browser.patch(`/api/messages/${message.id}/read`)).status).toBe(200);
    // Bob's reply reaches Ann after anything the second read could have pushed before it.
    const later = await sendMessage(bob.browser, ann.id, 'Yes!');
    await pushOf(annMessages, later.id);
    expect(annHeard).toEqual([]);
    expect(bobHeard).toEqual([]);
  });

  it('a new follower lights the notification dot on both replicas; a message does not', async () => {
    const [ann, bob] = await Promise.all([member(system, 'ann'), member(system, 'bob')]);
    const [bobHere, bobElsewhere] = await Promise.all([tab(bob), tab(bob, replica.baseUrl)]);
    const notification = (socket: Socket, type: string) =>
      nextMatching<NotificationCreatedPush>(
        socket,
        REALTIME_EVENTS.notificationCreated,
        (push) => push.type === type && push.fromUserId === ann.id,
        EVENT_DEADLINE_MS,
      );

    const follows = [bobHere, bobElsewhere].map((socket) => notification(socket, 'follow'));
    expect((await ann.browser.post('/api/follows', { followingId: bob.id })).status).toBe(201);
    const [followed, followedElsewhere] = await Promise.all(follows);
    expect(followed).toEqual({
      notificationId: expect.any(String),
      type: 'follow',
      message: expect.stringContaining(ann.username),
      fromUserId: ann.id,
      createdAt: expect.any(String),
    });
    expect(followedElsewhere).toEqual(followed);

    // A message is no notification: the Messages tab counts it. Its push comes after any the send made.
    const bobNotifications = heard<NotificationCreatedPush>(bobHere, REALTIME_EVENTS.notificationCreated);
    const bobMessages = messagesHeard(bobHere);
    const message = await sendMessage(ann.browser, bob.id, 'Followed you!');
    await pushOf(bobMessages, message.id);
    expect(bobNotifications).toEqual([]);

    // What was pushed is what the Notifications tab lists.
    const listed = (await bob.browser.get('/api/notifications')).body as NotificationPageDto;
    expect(listed.notifications.map((item) => item.id)).toContain(followed.notificationId);
  });

  it('after a drop, a tab catches up from the REST lists, and hears new pushes again', async () => {
    const [ann, bob] = await Promise.all([member(system, 'ann'), member(system, 'bob')]);
    const annTab = await tab(ann);
    const annHeard = messagesHeard(annTab);
    // Bob's tab reconnects on its own, as the web app's socket does.
    const bobTab = io(system.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnectionDelay: 100,
      reconnectionDelayMax: 200,
      extraHeaders: { cookie: `${SESSION_COOKIE}=${bob.browser.sessionCookie}` },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        bobTab.once('connect', () => resolve());
        bobTab.once('connect_error', reject);
      });
      const bobHeard = messagesHeard(bobTab);

      // Offline: the pushes of these two messages go out (Ann's own tab hears them) but Bob's tab misses them.
      bobTab.disconnect();
      const missed = [];
      for (const content of ['You there?', 'Call me when you are back']) {
        const message = await sendMessage(ann.browser, bob.id, content);
        await pushOf(annHeard, message.id);
        missed.push(message);
      }
      const followed = await ann.browser.post('/api/follows', { followingId: bob.id });
      expect(followed.status).toBe(201);

      bobTab.connect();
      await new Promise<void>((resolve) => bobTab.once('connect', () => resolve()));
      expect(bobHeard).toEqual([]);

      // What the web app refetches on reconnect.
      const received = (await bob.browser.get('/api/messages?box=received')).body as MessagePageDto;
      expect(received.messages.map((message) => message.id)).toEqual(
        missed.map((message) => message.id).reverse(),
      );
      const conversation = (await bob.browser.get(`/api/messages/${ann.id}`)).body as MessagePageDto;
      expect(conversation.messages.map((message) => message.content)).toEqual([
        'You there?',
        'Call me when you are back',
      ]);
      // The follow's notification comes by the auth service's event, so it may land a moment later.
      let summary: InboxSummaryDto | undefined;
      await eventually(
        async () => (summary = (await bob.browser.get('/api/users/summary')).body).unreadNotifications === 1,
        'one unread notification',
        EVENT_DEADLINE_MS,
      );
      expect(summary).toEqual({ unreadMessages: 2, unreadNotifications: 1, pendingSponsorships: 0 });
      const notifications = (await bob.browser.get('/api/notifications')).body as NotificationPageDto;
      expect(notifications.notifications.map((item) => item.type)).toEqual(['follow']);
      const conversations = (await bob.browser.get('/api/messages/conversations'))
        .body as ConversationListDto;
      expect(conversations.conversations).toEqual([
        expect.objectContaining({ counterpart: expect.objectContaining({ id: ann.id }), unreadCount: 2 }),
      ]);

      // A network drop (the transport closes under the socket): it reconnects by itself and hears pushes again.
      const reconnected = new Promise<void>((resolve) => bobTab.io.once('reconnect', () => resolve()));
      bobTab.io.engine.close();
      await reconnected;
      const next = await sendMessage(ann.browser, bob.id, 'Welcome back');
      await expect(pushOf(bobHeard, next.id)).resolves.toMatchObject({ content: 'Welcome back' });
    } finally {
      bobTab.disconnect();
    }
  });

  describe('conversations: the list, reading one, typing and read receipts', () => {
    /** Until a message's push reached `pushes`: whatever the gateway pushed before it has arrived too. */
    const settled = async (from: SignedInUser, to: SignedInUser, pushes: MessageCreatedPush[]) =>
      pushOf(pushes, (await sendMessage(from.browser, to.id, 'and now?')).id);

    it('lists and reads only the caller’s own conversations: anonymous, another skater, a blocked one, an admin', async () => {
      const [ann, bob, carl, moderator] = await Promise.all([
        member(system, 'ann'),
        member(system, 'bob'),
        member(system, 'carl'),
        admin(system),
      ]);
      await sendMessage(ann.browser, bob.id, 'One');
      await sendMessage(ann.browser, bob.id, 'Two');
      const anonymous = new Browser(system.baseUrl);

      expect((await anonymous.get('/api/messages/conversations')).status).toBe(401);
      expect((await anonymous.post(`/api/messages/conversations/${ann.id}/read`, {})).status).toBe(401);

      const bobs = await bob.browser.get('/api/messages/conversations');
      expect(bobs.status).toBe(200);
      expect(bobs.body).toEqual({
        conversations: [
          {
            counterpart: expect.objectContaining({ id: ann.id, username: ann.username }),
            lastMessage: expect.objectContaining({ content: 'Two', senderId: ann.id, readAt: null }),
            unreadCount: 2,
          },
        ],
        nextCursor: null,
      });
      // Another skater and an admin see none of it, and reading "their" conversation with Ann reads nothing.
      for (const other of [carl, moderator]) {
        expect((await other.browser.get('/api/messages/conversations')).body.conversations).toEqual([]);
        const read = await other.browser.post(`/api/messages/conversations/${ann.id}/read`, {});
        expect([read.status, read.body]).toEqual([200, { updated: 0 }]);
      }
      expect((await bob.browser.get('/api/messages/conversations')).body.conversations[0].unreadCount).toBe(
        2,
      );

      // Bad input is a 400 naming the field, never a 500.
      const badId = await bob.browser.post('/api/messages/conversations/not-a-uuid/read', {});
      expect([badId.status, badId.body.field]).toEqual([400, 'userId']);
      const badCursor = await bob.browser.get('/api/messages/conversations?cursor=@@');
      expect([badCursor.status, badCursor.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      const unknownField = await bob.browser.get('/api/messages/conversations?box=sent');
      expect(unknownField.status).toBe(400);

      // A block takes the conversation out of the list, and reading it is reading nothing there is.
      expect((await ann.browser.post('/api/blocks', { userId: bob.id })).status).toBe(200);
      await blockKnownToMessaging(system, ann.id, bob.id);
      expect((await bob.browser.get('/api/messages/conversations')).body.conversations).toEqual([]);
      const blockedRead = await bob.browser.post(`/api/messages/conversations/${ann.id}/read`, {});
      expect([blockedRead.status, blockedRead.body.code]).toEqual([404, 'NOT_FOUND']);
    });

    it('reading a conversation clears it on the reader’s other tabs and shows "Seen" to the sender', async () => {
      const [ann, bob] = await Promise.all([member(system, 'ann'), member(system, 'bob')]);
      const [annHere, bobHere, bobElsewhere] = await Promise.all([
        tab(ann),
        tab(bob),
        tab(bob, replica.baseUrl),
      ]);
      await sendMessage(ann.browser, bob.id, 'Seen it?');

      const seen = nextMatching<ConversationSeenPush>(
        annHere,
        REALTIME_EVENTS.conversationSeen,
        (push) => push.readerId === bob.id,
        EVENT_DEADLINE_MS,
      );
      const cleared = [bobHere, bobElsewhere].map((socket) =>
        nextMatching<ConversationReadPush>(
          socket,
          REALTIME_EVENTS.conversationRead,
          (push) => push.counterpartId === ann.id,
          EVENT_DEADLINE_MS,
        ),
      );
      const read = await bob.browser.post(`/api/messages/conversations/${ann.id}/read`, {});
      expect([read.status, read.body]).toEqual([200, { updated: 1 }]);

      const [seenPush, ...clearedPushes] = await Promise.all([seen, ...cleared]);
      expect(clearedPushes).toEqual([
        { counterpartId: ann.id, readAt: seenPush.readAt },
        { counterpartId: ann.id, readAt: seenPush.readAt },
      ]);
      const conversation = (await ann.browser.get(`/api/messages/${bob.id}`)).body;
      expect(conversation.messages[0].readAt).toBe(seenPush.readAt);
    });

    it('with Read receipts off, the sender hears nothing of the reading and the answers keep it', async () => {
      const [ann, bob] = await Promise.all([member(system, 'ann'), member(system, 'bob')]);
      const saved = await bob.browser.patch('/api/users/me/preferences', {
        privacy: { readReceipts: false },
      });
      expect([saved.status, saved.body.privacy.readReceipts]).toEqual([200, false]);
      await knownToMessaging(system, bob.id, 'preferences', 'NOT read_receipts');
      const annHere = await tab(ann);
      const annSeen = heard(annHere, REALTIME_EVENTS.conversationSeen);
      const annReceipts = heard(annHere, REALTIME_EVENTS.messageRead);
      const annMessages = messagesHeard(annHere);
      const message = await sendMessage(ann.browser, bob.id, 'Quietly read');

      expect((await bob.browser.post(`/api/messages/conversations/${ann.id}/read`, {})).body).toEqual({
        updated: 1,
      });
      const again = await sendMessage(ann.browser, bob.id, 'One more');
      expect((await bob.browser.patch(`/api/messages/${again.id}/read`)).status).toBe(200);

      await settled(bob, ann, annMessages);
      expect(annSeen).toEqual([]);
      expect(annReceipts).toEqual([]);
      const conversation = (await ann.browser.get(`/api/messages/${bob.id}`)).body;
      expect(
        conversation.messages.map((m: { id: string; readAt: string | null }) => [m.id, m.readAt]),
      ).toEqual(
        expect.arrayContaining([
          [message.id, null],
          [again.id, null],
        ]),
      );
    });

    it('relays typing to the counterpart alone, and never across a block', async () => {
      const [ann, bob, carl] = await Promise.all([
        member(system, 'ann'),
        member(system, 'bob'),
        member(system, 'carl'),
      ]);
      const [annHere, bobHere, bobElsewhere, carlHere] = await Promise.all([
        tab(ann),
        tab(bob),
        tab(bob, replica.baseUrl),
        tab(carl),
      ]);
      const carlHeard = heard<TypingPush>(carlHere, REALTIME_EVENTS.typing);
      const typing = [bobHere, bobElsewhere].map((socket) =>
        nextMatching<TypingPush>(
          socket,
          REALTIME_EVENTS.typing,
          (push) => push.userId === ann.id,
          EVENT_DEADLINE_MS,
        ),
      );

      // Garbage is ignored; a well-formed event reaches both of Bob's tabs.
      annHere.emit(REALTIME_CLIENT_EVENTS.typing, { to: 'bob' });
      annHere.emit(REALTIME_CLIENT_EVENTS.typing, 'nonsense');
      annHere.emit(REALTIME_CLIENT_EVENTS.typing, { to: bob.id });
      await expect(Promise.all(typing)).resolves.toEqual([{ userId: ann.id }, { userId: ann.id }]);

      // Blocked either way: nothing crosses.
      expect((await bob.browser.post('/api/blocks', { userId: ann.id })).status).toBe(200);
      await blockKnownToMessaging(system, bob.id, ann.id);
      const bobHeard = heard<TypingPush>(bobHere, REALTIME_EVENTS.typing);
      const annHeard = heard<TypingPush>(annHere, REALTIME_EVENTS.typing);
      annHere.emit(REALTIME_CLIENT_EVENTS.typing, { to: bob.id });
      bobHere.emit(REALTIME_CLIENT_EVENTS.typing, { to: ann.id });
      // Carl's typing to Ann goes through after anything the blocked pair could have caused.
      const carlToAnn = nextMatching<TypingPush>(
        annHere,
        REALTIME_EVENTS.typing,
        (push) => push.userId === carl.id,
        EVENT_DEADLINE_MS,
      );
      carlHere.emit(REALTIME_CLIENT_EVENTS.typing, { to: ann.id });
      await carlToAnn;
      const bobToCarlDone = nextMatching<TypingPush>(
        carlHere,
        REALTIME_EVENTS.typing,
        (push) => push.userId === bob.id,
        EVENT_DEADLINE_MS,
      );
      bobHere.emit(REALTIME_CLIENT_EVENTS.typing, { to: carl.id });
      await bobToCarlDone;
      expect(bobHeard).toEqual([]);
      expect(annHeard.filter((push) => push.userId === bob.id)).toEqual([]);
      expect(carlHeard.filter((push) => push.userId !== bob.id)).toEqual([]);
    });
  });
});
