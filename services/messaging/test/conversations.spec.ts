import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import {
  type ConversationReadV1,
  type MessageDto,
  type MessageReadV1,
  MESSAGING_EVENTS,
  MESSAGING_RPC,
} from '@boonies/contracts/messaging';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

describe('conversations', () => {
  let service: MessagingTestService;

  beforeAll(async () => {
    service = await MessagingTestService.start('conversations');
  });

  afterAll(() => service?.stop());

  const skater = (overrides: Partial<UserProfileChangedV1> = {}) => service.registerUser(overrides);
  const send = (from: string, to: string, content: string): Promise<MessageDto> =>
    service.call(MESSAGING_RPC.send, { recipientId: to, content }, callerFor(from));
  const list = (userId: string, page: { cursor?: string; limit?: number } = {}, isAdmin = false) =>
    service.call(MESSAGING_RPC.conversations, page, callerFor(userId, isAdmin));
  const markConversationRead = (readerId: string, userId: string) =>
    service.call(MESSAGING_RPC.markConversationRead, { userId }, callerFor(readerId));
  const conversation = (userId: string, otherUserId: string) =>
    service.call(MESSAGING_RPC.conversation, { otherUserId }, callerFor(userId));
  const conversationReads = async (readerId: string) =>
    (await service.announced<ConversationReadV1>(MESSAGING_EVENTS.conversationRead)).filter(
      (event) => event.readerId === readerId,
    );
  const summary = (userId: string) => service.call(MESSAGING_RPC.summary, {}, callerFor(userId));

  describe('the list', () => {
    it('holds one row per counterpart, newest first, with the last message either way and the unread count', async () => {
      const [me, ann, bob, cat] = await Promise.all([
        skater(),
        skater(),
        skater({ displayName: 'Bob' }),
        skater(),
      ]);
      await send(ann.userId, me.userId, 'ann 1');
      await send(ann.userId, me.userId, 'ann 2');
      await send(bob.userId, me.userId, 'bob 1');
      const toAnn = await send(me.userId, ann.userId, 'back to ann');
      await send(cat.userId, bob.userId, 'not about me');

      const { conversations, nextCursor } = await list(me.userId);

      expect(nextCursor).toBeNull();
      expect(conversations).toEqual([
        {
          counterpart: expect.objectContaining({ id: ann.userId, username: ann.username }),
          lastMessage: toAnn,
          unreadCount: 2,
        },
        {
          counterpart: expect.objectContaining({ id: bob.userId, displayName: 'Bob' }),
          lastMessage: expect.objectContaining({ content: 'bob 1', senderId: bob.userId, readAt: null }),
          unreadCount: 1,
        },
      ]);
      const bobs = await list(bob.userId);
      expect(bobs.conversations.map((row) => row.counterpart.id)).toEqual([cat.userId, me.userId]);
      expect(bobs.conversations.map((row) => row.unreadCount)).toEqual([1, 0]);
    });

    it('pages by cursor without repeating or skipping a conversation', async () => {
      const me = await skater();
      const others = await Promise.all([skater(), skater(), skater(), skater(), skater()]);
      for (const other of others) await send(other.userId, me.userId, `from ${other.username}`);

      const first = await list(me.userId, { limit: 2 });
      const second = await list(me.userId, { limit: 2, cursor: first.nextCursor! });
      const third = await list(me.userId, { limit: 2, cursor: second.nextCursor! });

      const ids = [first, second, third].flatMap((page) =>
        page.conversations.map((row) => row.counterpart.id),
      );
      expect(ids).toEqual(others.map((other) => other.userId).reverse());
      expect(third.nextCursor).toBeNull();
      expect(await errorOf(list(me.userId, { cursor: 'not-a-cursor' }))).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    });

    it('leaves out a counterpart behind a block either way or whose account is gone', async () => {
      const [me, blocked, blocker, gone, friend] = await Promise.all([
        skater(),
        skater(),
        skater(),
        skater(),
        skater(),
      ]);
      for (const other of [blocked, blocker, gone, friend]) await send(other.userId, me.userId, 'hi');
      await service.block(me.userId, blocked.userId);
      await service.block(blocker.userId, me.userId);
      await service.deliver(AUTH_EVENTS.userUpdated, {
        ...gone,
        isActive: false,
        updatedAt: new Date(Date.parse(gone.updatedAt) + 1000).toISOString(),
      });

      expect((await list(me.userId)).conversations.map((row) => row.counterpart.id)).toEqual([friend.userId]);
      expect((await list(blocker.userId)).conversations).toEqual([]);
    });

    it('is only ever the caller’s own, admins included', async () => {
      const [ann, bob] = await Promise.all([skater(), skater()]);
      const admin = randomUUID();
      await send(ann.userId, bob.userId, 'private');

      expect((await list(admin, {}, true)).conversations).toEqual([]);
      expect(await errorOf(service.call(MESSAGING_RPC.conversations, {}))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });

    it('no longer notifies a message: the Messages tab counts it instead', async () => {
      const [ann, bob] = await Promise.all([skater(), skater()]);
      const message = await send(ann.userId, bob.userId, 'not a notification');

      expect(
        (await service.call(MESSAGING_RPC.notifications, {}, callerFor(bob.userId))).notifications,
      ).toEqual([]);
      expect(await summary(bob.userId)).toMatchObject({ unreadMessages: 1, unreadNotifications: 0 });
      const sent = await service.announced<{ messageId: string }>(MESSAGING_EVENTS.messageSent);
      expect(sent.filter((event) => event.messageId === message.id)).toHaveLength(1);
    });
  });

  describe('opening one', () => {
    it('reads all of it at once, announces it once, and the sender sees when', async () => {
      const [ann, bob] = await Promise.all([skater(), skater()]);
      await send(ann.userId, bob.userId, 'one');
      await send(ann.userId, bob.userId, 'two');
      await send(bob.userId, ann.userId, 'mine stays as it is');

      expect(await markConversationRead(bob.userId, ann.userId)).toEqual({ updated: 2 });

      expect((await list(bob.userId)).conversations[0].unreadCount).toBe(0);
      expect(await summary(bob.userId)).toMatchObject({ unreadMessages: 0 });
      const [read] = await conversationReads(bob.userId);
      expect(read).toEqual({
        readerId: bob.userId,
        counterpartId: ann.userId,
        readAt: expect.any(String),
        receipt: true,
      });
      const seen = (await conversation(ann.userId, bob.userId)).messages.filter(
        (m) => m.senderId === ann.userId,
      );
      expect(seen.map((message) => message.readAt)).toEqual([read.readAt, read.readAt]);

      expect(await markConversationRead(bob.userId, ann.userId)).toEqual({ updated: 0 });
      expect(await conversationReads(bob.userId)).toHaveLength(1);
    });

    it('reads nothing of anyone else’s conversation', async () => {
      const [ann, bob, carl] = await Promise.all([skater(), skater(), skater()]);
      await send(ann.userId, bob.userId, 'for bob only');

      expect(await markConversationRead(carl.userId, ann.userId)).toEqual({ updated: 0 });
      expect((await list(bob.userId)).conversations[0].unreadCount).toBe(1);
    });

    it('answers a hidden counterpart as no such skater, and reads nothing', async () => {
      const [ann, bob] = await Promise.all([skater(), skater()]);
      await send(ann.userId, bob.userId, 'before the block');
      await service.block(ann.userId, bob.userId);

      expect(await errorOf(markConversationRead(bob.userId, ann.userId))).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(await errorOf(markConversationRead(bob.userId, randomUUID()))).toMatchObject({
        code: 'NOT_FOUND',
      });
      await service.unblock(ann.userId, bob.userId);
      expect((await list(bob.userId)).conversations[0].unreadCount).toBe(1);
    });
  });

  describe('read receipts off', () => {
    it('keeps when the reader read from the sender, in answers and in events', async () => {
      const [ann, bob] = await Promise.all([skater(), skater()]);
      await service.setPreferences(bob.userId, { privacy: { readReceipts: false } });
      const first = await send(ann.userId, bob.userId, 'did you see this?');
      await markConversationRead(bob.userId, ann.userId);
      const second = await send(ann.userId, bob.userId, 'and this?');
      await service.call(MESSAGING_RPC.markRead, { id: second.id }, callerFor(bob.userId));

      expect(await conversationReads(bob.userId)).toEqual([expect.objectContaining({ receipt: false })]);
      const readEvents = await service.announced<MessageReadV1>(MESSAGING_EVENTS.messageRead);
      expect(readEvents.filter((event) => event.messageId === second.id)).toEqual([
        expect.objectContaining({ receipt: false }),
      ]);
      const sendersView = (await conversation(ann.userId, bob.userId)).messages;
      expect(sendersView.map((message) => message.readAt)).toEqual([null, null]);
      const sent = await service.call(MESSAGING_RPC.box, { box: 'sent' }, callerFor(ann.userId));
      expect(sent.messages.map((message) => message.readAt)).toEqual([null, null]);
      const row = (await list(ann.userId)).conversations[0];
      expect(row.lastMessage.readAt).toBeNull();
      expect(
        (await service.call(MESSAGING_RPC.message, { id: first.id }, callerFor(ann.userId))).readAt,
      ).toBeNull();
      // The reader still knows what they read.
      const readersView = (await conversation(bob.userId, ann.userId)).messages;
      expect(readersView.every((message) => message.readAt !== null)).toBe(true);
    });

    it('keeps the one who turned them off from seeing when others read theirs', async () => {
      const [ann, bob] = await Promise.all([skater(), skater()]);
      await service.setPreferences(ann.userId, { privacy: { readReceipts: false } });
      await send(ann.userId, bob.userId, 'quiet sender');

      await markConversationRead(bob.userId, ann.userId);

      expect(await conversationReads(bob.userId)).toEqual([expect.objectContaining({ receipt: false })]);
      expect((await conversation(ann.userId, bob.userId)).messages[0].readAt).toBeNull();

      await service.setPreferences(ann.userId, { privacy: { readReceipts: true } });
      expect((await conversation(ann.userId, bob.userId)).messages[0].readAt).not.toBeNull();
    });
  });

  describe('may message (the typing indicator’s check)', () => {
    it('answers as the access policy answers a message', async () => {
      const [ann, bob, quiet, blocker] = await Promise.all([skater(), skater(), skater(), skater()]);
      await service.setPreferences(quiet.userId, { privacy: { allowMessages: false } });
      await service.block(blocker.userId, ann.userId);
      const may = (from: string, to: string) =>
        service.call(MESSAGING_RPC.mayMessage, { recipientId: to }, callerFor(from));

      expect(await may(ann.userId, bob.userId)).toEqual({ allowed: true });
      expect(await may(ann.userId, quiet.userId)).toEqual({ allowed: false });
      expect(await may(ann.userId, blocker.userId)).toEqual({ allowed: false });
      expect(await may(blocker.userId, ann.userId)).toEqual({ allowed: false });
      expect(await may(ann.userId, ann.userId)).toEqual({ allowed: false });
      expect(await may(ann.userId, randomUUID())).toEqual({ allowed: false });
    });
  });
});
