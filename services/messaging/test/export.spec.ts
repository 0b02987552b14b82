import { MESSAGING_RPC } from '@boonies/contracts/messaging';
import { exportUserDataRpc } from '@boonies/contracts/rpc';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

/** The messaging service's part of Download Your Data. */
describe('rpc.messaging.export-user-data', () => {
  let service: MessagingTestService;

  beforeAll(async () => {
    service = await MessagingTestService.start('export');
  });

  afterAll(() => service?.stop());

  const send = (from: string, to: string, content: string) =>
    service.call(MESSAGING_RPC.send, { recipientId: to, content }, callerFor(from));

  it("holds the messages the caller sent and received and their notifications, and nobody else's", async () => {
    const [me, friend, other] = [
      await service.registerUser(),
      await service.registerUser(),
      await service.registerUser(),
    ];
    await send(me.userId, friend.userId, 'From me');
    await send(friend.userId, me.userId, 'To me');
    await send(friend.userId, other.userId, 'Not about me');
    await service.deliver(SOCIAL_EVENTS.followed, { followerId: friend.userId, followingId: me.userId });

    const archive = await service.call(exportUserDataRpc('messaging'), {}, callerFor(me.userId));

    expect(archive).toEqual({
      service: 'messaging',
      exportedAt: expect.any(String),
      data: expect.any(Object),
    });
    expect(archive.data.messagesSent).toEqual([expect.objectContaining({ content: 'From me' })]);
    expect(archive.data.messagesReceived).toEqual([expect.objectContaining({ content: 'To me' })]);
    expect(archive.data.notifications).toEqual([
      expect.objectContaining({ type: 'follow', fromUserId: friend.userId }),
    ]);
    const serialized = JSON.stringify(archive);
    expect(serialized).not.toContain('Not about me');
    expect(serialized).not.toContain(other.userId);
    expect(await errorOf(service.call(exportUserDataRpc('messaging'), {}))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('tells the sender when a message was read only while both keep Read receipts on', async () => {
    const [me, friend] = [await service.registerUser(), await service.registerUser()];
    await send(me.userId, friend.userId, 'Seen?');
    await service.call(MESSAGING_RPC.markConversationRead, { userId: me.userId }, callerFor(friend.userId));
    const readAtOfSent = async () =>
      (
        (await service.call(exportUserDataRpc('messaging'), {}, callerFor(me.userId))).data.messagesSent as {
          readAt: unknown;
        }[]
      )[0].readAt;
    expect(await readAtOfSent()).not.toBeNull();

    await service.setPreferences(friend.userId, { privacy: { readReceipts: false } });
    expect(await readAtOfSent()).toBeNull();
    // The reader still has when they read it.
    const theirs = await service.call(exportUserDataRpc('messaging'), {}, callerFor(friend.userId));
    expect((theirs.data.messagesReceived as { readAt: unknown }[])[0].readAt).not.toBeNull();
  });
});
