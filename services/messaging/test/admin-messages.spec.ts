import {
  type AdminMessagesReadV1,
  MESSAGE_MAX,
  MESSAGE_MESSAGES,
  type MessageEditedV1,
  MESSAGING_EVENTS,
  MESSAGING_RPC,
} from '@boonies/contracts/messaging';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

describe('admin messages', () => {
  let service: MessagingTestService;
  const adminId = randomUUID();
  const admin = callerFor(adminId, true);

  beforeAll(async () => {
    service = await MessagingTestService.start('admin_messages');
  });

  afterAll(() => service?.stop());

  const send = (from: string, to: string, content: string) =>
    service.call(MESSAGING_RPC.send, { recipientId: to, content }, callerFor(from));

  describe('rpc.messaging.admin-list', () => {
    it('lists a user’s sent and received messages, newest first, with both participants', async () => {
      const [a, b, c] = [
        await service.registerUser(),
        await service.registerUser(),
        await service.registerUser(),
      ];
      const first = await send(a.userId, b.userId, 'first');
      const second = await send(b.userId, a.userId, 'second');
      const other = await send(b.userId, c.userId, 'not about a');

      const page = await service.call(MESSAGING_RPC.adminList, { userId: a.userId }, admin);

      expect(page.nextCursor).toBeNull();
      expect(page.messages.map(({ id }) => id)).toEqual([second.id, first.id]);
      expect(page.messages[0]).toMatchObject({
        content: 'second',
        editedAt: null,
        sender: { id: b.userId, username: b.username },
        recipient: { id: a.userId, username: a.username },
      });
      const everyone = await service.call(MESSAGING_RPC.adminList, {}, admin);
      expect(everyone.messages.map(({ id }) => id).slice(0, 3)).toEqual([other.id, second.id, first.id]);
    });

    it('pages with a cursor, and answers an empty page for a user without messages', async () => {
      const [a, b] = [await service.registerUser(), await service.registerUser()];
      for (let index = 0; index < 31; index += 1) await send(a.userId, b.userId, `message ${index}`);

      const first = await service.call(MESSAGING_RPC.adminList, { userId: b.userId }, admin);
      expect(first.messages).toHaveLength(30);
      const rest = await service.call(
        MESSAGING_RPC.adminList,
        { userId: b.userId, cursor: first.nextCursor! },
        admin,
      );
      expect(rest).toMatchObject({ messages: [{ content: 'message 0' }], nextCursor: null });
      expect(await service.call(MESSAGING_RPC.adminList, { userId: randomUUID() }, admin)).toEqual({
        messages: [],
        nextCursor: null,
      });
    });

    it('leaves a trace of every page read, with the admin as actor, for the audit log', async () => {
      const [a, b] = [await service.registerUser(), await service.registerUser()];
      const message = await send(a.userId, b.userId, 'private words');

      const page = await service.call(MESSAGING_RPC.adminList, { userId: a.userId }, admin);
      const everyone = await service.call(MESSAGING_RPC.adminList, {}, admin);

      const reads = await service.outboxRows<AdminMessagesReadV1>(MESSAGING_EVENTS.adminMessagesRead);
      const ofA = reads.filter(({ envelope }) => envelope.data.userId === a.userId);
      expect(
        ofA.map(({ envelope }) => [envelope.actorId, envelope.asAdmin, envelope.target, envelope.data]),
      ).toEqual([
        [
          adminId,
          true,
          { type: 'user', id: a.userId, ownerId: a.userId },
          { userId: a.userId, messageIds: [message.id], readAt: expect.stringMatching(/Z$/) },
        ],
      ]);
      expect(page.messages.map(({ id }) => id)).toEqual([message.id]);
      const ofEveryone = reads.find(
        ({ envelope }) =>
          envelope.data.userId === null && envelope.data.messageIds[0] === everyone.messages[0].id,
      );
      expect(ofEveryone?.envelope).toMatchObject({ actorId: adminId, asAdmin: true });
      expect(ofEveryone?.envelope.target).toBeUndefined();
    });

    it('leaves no trace of a refused read', async () => {
      const before = (await service.outboxRows(MESSAGING_EVENTS.adminMessagesRead)).length;
      await errorOf(service.call(MESSAGING_RPC.adminList, {}, callerFor(randomUUID())));
      expect(await service.outboxRows(MESSAGING_EVENTS.adminMessagesRead)).toHaveLength(before);
    });

    it('refuses everyone but admins, and a bad user id or cursor', async () => {
      expect(await errorOf(service.call(MESSAGING_RPC.adminList, {}, callerFor(randomUUID())))).toMatchObject(
        { code: 'FORBIDDEN' },
      );
      expect(await errorOf(service.call(MESSAGING_RPC.adminList, {}))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(
        await errorOf(service.call(MESSAGING_RPC.adminList, { userId: 'someone' }, admin)),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'userId' });
      expect(await errorOf(service.call(MESSAGING_RPC.adminList, { cursor: 'bm9wZQ' }, admin))).toMatchObject(
        { code: 'VALIDATION_FAILED', field: 'cursor' },
      );
    });
  });

  describe('rpc.messaging.admin-edit', () => {
    it('replaces the content, records editedAt and announces the edit with the admin as actor', async () => {
      const [a, b] = [await service.registerUser(), await service.registerUser()];
      const message = await send(a.userId, b.userId, 'original words');

      const edited = await service.call(
        MESSAGING_RPC.adminEdit,
        { id: message.id, content: '  kinder words  ' },
        admin,
      );

      expect(message.editedByStaff).toBe(false);
      expect(edited).toEqual({
        ...message,
        content: 'kinder words',
        editedAt: expect.stringMatching(/Z$/),
        editedByStaff: true,
      });
      // Both participants see the new words under the staff mark, in the conversation and as one message.
      for (const [viewer, other] of [
        [b, a],
        [a, b],
      ]) {
        const conversation = await service.call(
          MESSAGING_RPC.conversation,
          { otherUserId: other.userId },
          callerFor(viewer.userId),
        );
        expect(conversation.messages.map(({ content, editedByStaff }) => [content, editedByStaff])).toEqual([
          ['kinder words', true],
        ]);
      }
      const [stored] = await service.query<{ edited_by_staff: boolean; edited_by: string }[]>(
        'SELECT edited_by_staff, edited_by FROM messaging.messages WHERE id = $1',
        [message.id],
      );
      expect(stored).toEqual({ edited_by_staff: true, edited_by: adminId });
      const rows = (await service.outboxRows<MessageEditedV1>(MESSAGING_EVENTS.messageEdited)).filter(
        ({ envelope }) => envelope.data.messageId === message.id,
      );
      expect(rows.map(({ envelope }) => [envelope.actorId, envelope.asAdmin, envelope.target])).toEqual([
        [adminId, true, { type: 'message', id: message.id, ownerId: a.userId }],
      ]);
      expect(rows.map(({ envelope }) => [envelope.actorId, envelope.data])).toEqual([
        [
          adminId,
          {
            messageId: message.id,
            senderId: a.userId,
            recipientId: b.userId,
            previousContent: 'original words',
            content: 'kinder words',
            editedAt: edited.editedAt,
          },
        ],
      ]);

      // The same text again is no edit: nothing written, nothing announced.
      await service.call(MESSAGING_RPC.adminEdit, { id: message.id, content: 'kinder words' }, admin);
      expect(
        (await service.announced<MessageEditedV1>(MESSAGING_EVENTS.messageEdited)).filter(
          ({ messageId }) => messageId === message.id,
        ),
      ).toHaveLength(1);
    });

    it('applies the content rules of sending', async () => {
      const [a, b] = [await service.registerUser(), await service.registerUser()];
      const { id } = await send(a.userId, b.userId, 'hello');

      expect(await errorOf(service.call(MESSAGING_RPC.adminEdit, { id, content: '   ' }, admin))).toEqual({
        code: 'VALIDATION_FAILED',
        error: MESSAGE_MESSAGES.empty,
        field: 'content',
      });
      expect(
        await errorOf(
          service.call(MESSAGING_RPC.adminEdit, { id, content: 'x'.repeat(MESSAGE_MAX + 1) }, admin),
        ),
      ).toMatchObject({ code: 'VALIDATION_FAILED', error: MESSAGE_MESSAGES.tooLong });
      expect(
        await errorOf(service.call(MESSAGING_RPC.adminEdit, { id, content: 'nul \u0000' }, admin)),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'content' });
      expect(
        await errorOf(service.call(MESSAGING_RPC.adminEdit, { id: randomUUID(), content: 'hi' }, admin)),
      ).toEqual({ code: 'NOT_FOUND', error: 'Message not found' });
    });

    it('refuses everyone but admins, the sender included', async () => {
      const [a, b] = [await service.registerUser(), await service.registerUser()];
      const { id } = await send(a.userId, b.userId, 'mine');

      expect(
        await errorOf(service.call(MESSAGING_RPC.adminEdit, { id, content: 'changed' }, callerFor(a.userId))),
      ).toMatchObject({ code: 'FORBIDDEN' });
      const [row] = await service.query<{ content: string }>(
        'SELECT content FROM messaging.messages WHERE id = $1',
        [id],
      );
      expect(row.content).toBe('mine');
    });
  });
});
