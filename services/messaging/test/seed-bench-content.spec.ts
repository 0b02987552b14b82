import { MESSAGING_RPC } from '@boonies/contracts/messaging';
import { seededId } from '@boonies/contracts/seeding';
import { CommandRefused } from '@boonies/platform';
import { seedBenchContentCommand } from '../src/bench-content/seed-bench-content.command';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

jest.setTimeout(60_000);

/** Seven users: each message's neighbour (one to five further on) is never its sender. */
const USERS = 7;
const MESSAGES = 3 * USERS;
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Message m as the command's layout makes it: from user m to a neighbour; all but the last round read. */
const messageNumber = (m: number) => ({
  id: seededId('message', m),
  senderId: seededId('user', 1 + (m % USERS)),
  recipientId: seededId('user', 1 + ((m + 1 + (Math.floor(m / USERS) % 5)) % USERS)),
  content: `See you at the bowl at ${(m % 12) + 1} o'clock`,
  read: m < MESSAGES - USERS,
});

/** The messaging service's `seed-bench-content` command at a small scale, read back through the inbox. */
describe('seed-bench-content (messaging)', () => {
  let service: MessagingTestService;
  const users = numbers(USERS).map((u) => seededId('user', u));
  let summary: unknown;

  beforeAll(async () => {
    service = await MessagingTestService.start('seed-bench-content');
    for (const [index, userId] of users.entries()) {
      await service.registerUser({ userId, username: `seeded${index + 1}` });
    }
    summary = JSON.parse(
      await seedBenchContentCommand.run(service.app, [
        ...['--users', String(USERS), '--messages', String(MESSAGES)],
      ]),
    );
  });

  afterAll(() => service?.stop());

  it('prints how many messages it loaded', () => {
    expect(summary).toEqual({ messages: MESSAGES });
  });

  it('lists each user’s received messages newest first, read but for the last round', async () => {
    const all = numbers(MESSAGES).map(messageNumber);
    for (const userId of users) {
      const inbox = await service.call(MESSAGING_RPC.box, { box: 'received' }, callerFor(userId));
      const expected = all.filter(({ recipientId }) => recipientId === userId).reverse();
      expect(expected.length).toBeGreaterThan(0);
      expect(
        inbox.messages.map(({ id, senderId, recipientId, content, readAt, sender }) => ({
          id,
          senderId,
          recipientId,
          content,
          read: readAt !== null,
          sender: sender.username,
        })),
      ).toEqual(
        expected.map((message) => ({ ...message, sender: `seeded${users.indexOf(message.senderId) + 1}` })),
      );
      const { unreadMessages } = await service.call(MESSAGING_RPC.summary, {}, callerFor(userId));
      expect(unreadMessages).toBe(expected.filter(({ read }) => !read).length);
    }
  });

  it('refuses options it cannot read', async () => {
    for (const args of [
      ['--users', '7'],
      ['--users', '0', '--messages', '3'],
      ['--messages', '-1'],
    ]) {
      await expect(seedBenchContentCommand.run(service.app, args)).rejects.toBeInstanceOf(CommandRefused);
    }
  });
});
