import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import {
  MESSAGE_MESSAGES,
  type MessageDto,
  type MessageReadV1,
  type MessageSentV1,
  MESSAGING_EVENTS,
  MESSAGING_RPC,
  type NotificationCreatedV1,
} from '@boonies/contracts/messaging';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

describe('direct messages', () => {
  let service: MessagingTestService;

  beforeAll(async () => {
    service = await MessagingTestService.start('messages');
  });

  afterAll(() => service?.stop());

  /** Two registered skaters, `a` and `b`. */
  const pair = async (): Promise<[UserProfileChangedV1, UserProfileChangedV1]> => [
    await service.registerUser({ proStatus: true, profilePicture: 'https://img.example/a.png' }),
    await service.registerUser({ displayName: 'Bee', flowStatus: true }),
  ];
  const send = (from: string, to: string, content: string) =>
    service.call(MESSAGING_RPC.send, { recipientId: to, content }, callerFor(from));
  const sentEvents = async (messageId: string) =>
    (await service.announced<MessageSentV1>(MESSAGING_EVENTS.messageSent)).filter(
      (event) => event.messageId === messageId,
    );
  const notificationEvents = async (userId: string) =>
    (await service.announced<NotificationCreatedV1>(MESSAGING_EVENTS.notificationCreated)).filter(
      (event) => event.userId === userId,
    );
  const readEvents = async (messageId: string) =>
    (await service.announced<MessageReadV1>(MESSAGING_EVENTS.messageRead)).filter(
      (event) => event.messageId === messageId,
    );

  describe('send', () => {
    it('stores the trimmed message and answers it with the spec’s sender and recipient objects', async () => {
      const [a, b] = await pair();

      const message = await send(a.userId, b.userId, '  see you at the bowl  ');

      expect(message).toEqual({
        id: expect.any(String),
        senderId: a.userId,
        recipientId: b.userId,
        content: 'see you at the bowl',
        createdAt: expect.stringMatching(/Z$/),
        readAt: null,
        editedByStaff: false,
        sender: {
          id: a.userId,
          username: a.username,
          displayName: null,
          profilePicture: 'https://img.example/a.png',
          proStatus: true,
          amateurStatus: false,
          flowStatus: false,
        },
        recipient: {
          id: b.userId,
          username: b.username,
          displayName: 'Bee',
          profilePicture: null,
          proStatus: false,
          amateurStatus: false,
          flowStatus: true,
        },
      });
      const received = await service.call(MESSAGING_RPC.box, { box: 'received' }, callerFor(b.userId));
      expect(received.messages).toEqual([message]);
    });

    it('writes the message and its event together, and no notification', async () => {
      const [a, b] = await pair();

      const message = await send(a.userId, b.userId, 'yo');

      expect(await sentEvents(message.id)).toEqual([
        {
          messageId: message.id,
          senderId: a.userId,
          recipientId: b.userId,
          content: 'yo',
          createdAt: message.createdAt,
        },
      ]);
      expect(
        (await service.call(MESSAGING_RPC.notifications, {}, callerFor(b.userId))).notifications,
      ).toEqual([]);
      expect(await notificationEvents(b.userId)).toEqual([]);
      const [row] = (await service.outboxRows(MESSAGING_EVENTS.messageSent)).filter(
        ({ envelope }) => (envelope.data as MessageSentV1).messageId === message.id,
      );
      expect(row.envelope).toMatchObject({ producer: 'messaging', actorId: a.userId });
    });

    it('still lists a message whose sender the users projection does not know, under a neutral name', async () => {
      const b = await service.registerUser();
      const stranger = randomUUID();

      const message = await send(stranger, b.userId, 'hello from nowhere');

      expect(message.sender).toEqual({
        id: stranger,
        username: 'unknown',
        displayName: null,
        profilePicture: null,
        proStatus: false,
        amateurStatus: false,
        flowStatus: false,
      });
      const { messages } = await service.call(MESSAGING_RPC.box, { box: 'received' }, callerFor(b.userId));
      expect(messages[0].sender).toEqual(message.sender);
    });

    it('refuses a message to yourself', async () => {
      const [a] = await pair();
      expect(await errorOf(send(a.userId, a.userId, 'me'))).toEqual({
        code: 'FORBIDDEN',
        error: MESSAGE_MESSAGES.toSelf,
      });
    });

    it('answers not found for an unknown or deactivated recipient', async () => {
      const [a] = await pair();
      const gone = await service.registerUser();
      await service.deliver(AUTH_EVENTS.userUpdated, {
        ...gone,
        isActive: false,
        updatedAt: new Date(Date.parse(gone.updatedAt) + 1000).toISOString(),
      });

      for (const recipientId of [randomUUID(), gone.userId]) {
        expect(await errorOf(send(a.userId, recipientId, 'hi'))).toEqual({
          code: 'NOT_FOUND',
          error: MESSAGE_MESSAGES.unknownRecipient,
        });
      }
    });

    it('refuses while the recipient has direct messages off, and sends again once they turn them on', async () => {
      const [a, b] = await pair();
      const off = new Date();
      await service.setPreferences(b.userId, { privacy: { allowMessages: false } }, off);

      expect(await errorOf(send(a.userId, b.userId, 'hi'))).toEqual({
        code: 'FORBIDDEN',
        error: MESSAGE_MESSAGES.messagesOff,
      });
      // The other way round still works: the switch is about what b receives.
      await send(b.userId, a.userId, 'I can still write');

      await service.setPreferences(b.userId, {}, new Date(off.getTime() + 1000));
      await expect(send(a.userId, b.userId, 'hi again')).resolves.toMatchObject({ content: 'hi again' });
    });

    it.each([
      ['the recipient blocked the sender', 'recipient'],
      ['the sender blocked the recipient', 'sender'],
    ])('refuses when %s, and sends again after the unblock', async (_, blocker) => {
      const [a, b] = await pair();
      const [blockerId, blockedId] = blocker === 'recipient' ? [b.userId, a.userId] : [a.userId, b.userId];
      await service.block(blockerId, blockedId);

      // The blocked skater cannot find the blocker at all; the blocker is told why.
      const toBlocker = { code: 'NOT_FOUND', error: MESSAGE_MESSAGES.unknownRecipient };
      const fromBlocker = { code: 'FORBIDDEN', error: MESSAGE_MESSAGES.blocked };
      const [aToB, bToA] = blocker === 'recipient' ? [toBlocker, fromBlocker] : [fromBlocker, toBlocker];
      expect(await errorOf(send(a.userId, b.userId, 'hi'))).toEqual(aToB);
      expect(await errorOf(send(b.userId, a.userId, 'hi'))).toEqual(bToA);

      await service.unblock(blockerId, blockedId);
      await expect(send(a.userId, b.userId, 'friends again')).resolves.toMatchObject({
        content: 'friends again',
      });
    });

    it('sends nothing and announces nothing when refused', async () => {
      const [a, b] = await pair();
      await service.block(b.userId, a.userId);
      await errorOf(send(a.userId, b.userId, 'hi'));

      const { messages } = await service.call(MESSAGING_RPC.box, { box: 'sent' }, callerFor(a.userId));
      expect(messages).toEqual([]);
      expect(
        (await service.announced<MessageSentV1>(MESSAGING_EVENTS.messageSent)).filter(
          (event) => event.senderId === a.userId,
        ),
      ).toEqual([]);
    });

    it('accepts exactly 1000 characters', async () => {
      const [a, b] = await pair();
      const message = await send(a.userId, b.userId, `  ${'x'.repeat(1000)}  `);
      expect(message.content).toHaveLength(1000);
    });

    it.each([
      ['empty content', { content: '' }, 'content', MESSAGE_MESSAGES.empty],
      ['blank content', { content: ' \n\t ' }, 'content', MESSAGE_MESSAGES.empty],
      ['1001 characters', { content: 'x'.repeat(1001) }, 'content', MESSAGE_MESSAGES.tooLong],
      ['content that is not text', { content: 42 }, 'content', MESSAGE_MESSAGES.empty],
      ['no content', { content: undefined }, 'content', MESSAGE_MESSAGES.empty],
      [
        'a NUL character',
        { content: 'a\u0000b' },
        'content',
        'Message contains a character that cannot be sent',
      ],
      ['a bad recipient id', { recipientId: 'tony' }, 'recipientId', 'recipientId must be a valid user id'],
      ['no recipient', { recipientId: undefined }, 'recipientId', 'recipientId must be a valid user id'],
      ['an unknown field', { topic: 'hi' }, 'topic', 'Unknown field: topic'],
    ])('refuses %s, naming the field', async (_, change, field, error) => {
      const [a, b] = await pair();
      const payload = { recipientId: b.userId, content: 'hi', ...change };
      expect(await errorOf(service.callUnchecked(MESSAGING_RPC.send, payload, callerFor(a.userId)))).toEqual({
        code: 'VALIDATION_FAILED',
        field,
        error,
      });
    });

    it('needs a signed-in caller for every call', async () => {
      const [, b] = await pair();
      const calls = [
        service.call(MESSAGING_RPC.send, { recipientId: b.userId, content: 'hi' }),
        service.call(MESSAGING_RPC.conversation, { otherUserId: b.userId }),
        service.call(MESSAGING_RPC.box, { box: 'received' }),
        service.call(MESSAGING_RPC.markRead, { id: randomUUID() }),
        service.call(MESSAGING_RPC.notifications, {}),
        service.call(MESSAGING_RPC.markNotificationRead, { id: randomUUID() }),
        service.call(MESSAGING_RPC.markAllNotificationsRead, {}),
        service.call(MESSAGING_RPC.summary, {}),
      ];
      for (const call of calls) expect(await errorOf(call)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });
  });

  describe('conversation', () => {
    it('holds only the caller’s messages with the other user, whoever asks', async () => {
      const [a, b] = await pair();
      const c = await service.registerUser();
      const ab = await send(a.userId, b.userId, 'a to b');
      const ba = await send(b.userId, a.userId, 'b to a');
      const ca = await send(c.userId, a.userId, 'c to a');

      const ids = async (caller: string, other: string) =>
        (
          await service.call(MESSAGING_RPC.conversation, { otherUserId: other }, callerFor(caller))
        ).messages.map(({ id }) => id);

      expect(await ids(a.userId, b.userId)).toEqual([ab.id, ba.id]);
      expect(await ids(b.userId, a.userId)).toEqual([ab.id, ba.id]);
      // A third user naming a participant only ever gets their own conversation with them.
      expect(await ids(c.userId, a.userId)).toEqual([ca.id]);
      expect(await ids(c.userId, b.userId)).toEqual([]);
      expect(await ids(a.userId, c.userId)).toEqual([ca.id]);
    });

    it('pages back from the newest, each page oldest first, without duplicates or gaps', async () => {
      const [a, b] = await pair();
      const sent: MessageDto[] = [];
      for (let index = 0; index < 7; index++) {
        const [from, to] = index % 2 === 0 ? [a.userId, b.userId] : [b.userId, a.userId];
        sent.push(await send(from, to, `message ${index}`));
      }

      const pages: string[][] = [];
      let cursor: string | undefined;
      do {
        const page = await service.call(
          MESSAGING_RPC.conversation,
          { otherUserId: b.userId, limit: 3, ...(cursor ? { cursor } : {}) },
          callerFor(a.userId),
        );
        pages.push(page.messages.map(({ content }) => content));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);

      expect(pages).toEqual([
        ['message 4', 'message 5', 'message 6'],
        ['message 1', 'message 2', 'message 3'],
        ['message 0'],
      ]);
    });

    it.each([
      ['a bad user id', { otherUserId: 'tony' }, 'otherUserId'],
      ['a made-up cursor', { cursor: 'bm90LWEtY3Vyc29y' }, 'cursor'],
      ['a cursor with other characters', { cursor: 'a+b' }, 'cursor'],
      ['a limit of 0', { limit: 0 }, 'limit'],
      ['a limit of 101', { limit: 101 }, 'limit'],
      ['an unknown field', { userId: randomUUID() }, 'userId'],
    ])('refuses %s', async (_, change, field) => {
      const [a, b] = await pair();
      const payload = { otherUserId: b.userId, ...change };
      expect(
        await errorOf(service.callUnchecked(MESSAGING_RPC.conversation, payload, callerFor(a.userId))),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field });
    });
  });

  describe('received and sent boxes', () => {
    it('list the caller’s own messages newest first, page by page without duplicates or gaps', async () => {
      const [a, b] = await pair();
      const c = await service.registerUser();
      const toB: MessageDto[] = [];
      for (let index = 0; index < 5; index++) {
        toB.push(await send(index % 2 === 0 ? a.userId : c.userId, b.userId, `to b ${index}`));
      }
      await send(b.userId, c.userId, 'from b');

      const walk = async (caller: string, box: 'received' | 'sent') => {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await service.call(
            MESSAGING_RPC.box,
            { box, limit: 2, ...(cursor ? { cursor } : {}) },
            callerFor(caller),
          );
          expect(page.messages.length).toBeLessThanOrEqual(2);
          seen.push(...page.messages.map(({ content }) => content));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        return seen;
      };

      expect(await walk(b.userId, 'received')).toEqual(['to b 4', 'to b 3', 'to b 2', 'to b 1', 'to b 0']);
      expect(await walk(b.userId, 'sent')).toEqual(['from b']);
      expect(await walk(a.userId, 'sent')).toEqual(['to b 4', 'to b 2', 'to b 0']);
      expect(await walk(a.userId, 'received')).toEqual([]);
    });

    it('breaks ties between messages of the same millisecond by id, so paging loses none', async () => {
      const [a, b] = await pair();
      const sameTime = new Date('2025-06-01T12:00:00.000Z');
      const ids = Array.from({ length: 5 }, () => randomUUID());
      for (const id of ids) {
        await service.dataSource.query(
          `INSERT INTO messaging.messages (id, sender_id, recipient_id, content, created_at)
           VALUES ($1, $2, $3, 'same time', $4)`,
          [id, a.userId, b.userId, sameTime],
        );
      }

      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await service.call(
          MESSAGING_RPC.box,
          { box: 'received', limit: 2, ...(cursor ? { cursor } : {}) },
          callerFor(b.userId),
        );
        seen.push(...page.messages.map(({ id }) => id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);

      expect(seen).toEqual([...ids].sort().reverse());
    });

    it.each([
      ['an unknown box', { box: 'drafts' }, 'box'],
      ['no box', {}, 'box'],
      ['a limit that is not a number', { box: 'sent', limit: 'many' }, 'limit'],
      ['an unknown field', { box: 'sent', userId: randomUUID() }, 'userId'],
    ])('refuses %s', async (_, payload, field) => {
      expect(
        await errorOf(service.callUnchecked(MESSAGING_RPC.box, payload, callerFor(randomUUID()))),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field });
    });
  });

  describe('mark read', () => {
    it('lets the recipient read a message once: the time stays, the receipt is announced once', async () => {
      const [a, b] = await pair();
      const message = await send(a.userId, b.userId, 'read me');

      const read = await service.call(MESSAGING_RPC.markRead, { id: message.id }, callerFor(b.userId));
      const again = await service.call(MESSAGING_RPC.markRead, { id: message.id }, callerFor(b.userId));

      expect(read).toEqual({ ...message, readAt: expect.stringMatching(/Z$/) });
      expect(again).toEqual(read);
      expect(await readEvents(message.id)).toEqual([
        {
          messageId: message.id,
          senderId: a.userId,
          recipientId: b.userId,
          readAt: read.readAt,
          receipt: true,
        },
      ]);
      const { messages } = await service.call(MESSAGING_RPC.box, { box: 'sent' }, callerFor(a.userId));
      expect(messages[0].readAt).toBe(read.readAt);
    });

    it('refuses the sender and anyone else, and changes nothing', async () => {
      const [a, b] = await pair();
      const c = await service.registerUser();
      const message = await send(a.userId, b.userId, 'not yours');

      for (const caller of [a.userId, c.userId]) {
        expect(
          await errorOf(service.call(MESSAGING_RPC.markRead, { id: message.id }, callerFor(caller))),
        ).toEqual({ code: 'FORBIDDEN', error: MESSAGE_MESSAGES.recipientOnly });
      }
      expect(await readEvents(message.id)).toEqual([]);
      const { messages } = await service.call(MESSAGING_RPC.box, { box: 'received' }, callerFor(b.userId));
      expect(messages[0].readAt).toBeNull();
    });

    it('answers a message whose sender the policy now hides from the recipient as an unknown one', async () => {
      const unknown = await errorOf(
        service.call(MESSAGING_RPC.markRead, { id: randomUUID() }, callerFor(randomUUID())),
      );
      const [blocker, reader] = await pair();
      const unread = await send(blocker.userId, reader.userId, 'before the block');
      const read = await send(blocker.userId, reader.userId, 'read before the block');
      await service.call(MESSAGING_RPC.markRead, { id: read.id }, callerFor(reader.userId));
      await service.deliver(SOCIAL_EVENTS.blocked, { blockerId: blocker.userId, blockedId: reader.userId });

      for (const message of [unread, read]) {
        const marking = service.call(MESSAGING_RPC.markRead, { id: message.id }, callerFor(reader.userId));
        expect(await errorOf(marking)).toEqual(unknown);
      }
      expect(await readEvents(unread.id)).toEqual([]);
    });

    it('answers not found for an unknown message and refuses a bad id', async () => {
      const caller = callerFor(randomUUID());
      expect(await errorOf(service.call(MESSAGING_RPC.markRead, { id: randomUUID() }, caller))).toEqual({
        code: 'NOT_FOUND',
        error: 'Message not found',
      });
      expect(await errorOf(service.callUnchecked(MESSAGING_RPC.markRead, { id: 'abc' }, caller))).toEqual({
        code: 'VALIDATION_FAILED',
        field: 'id',
        error: 'id must be a valid message id',
      });
      expect(
        await errorOf(service.callUnchecked(MESSAGING_RPC.markRead, { id: randomUUID(), all: true }, caller)),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'all' });
    });
  });
});
