import {
  ADMIN_EVENTS,
  type ContentModeratedV1,
  type ReportResolvedV1,
  type UserWarnedV1,
} from '@boonies/contracts/admin';
import { MESSAGING_RPC, type NotificationDto } from '@boonies/contracts/messaging';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

jest.setTimeout(30_000);

/** What moderators decide, as this service shows it: hidden messages, warnings, report outcomes. */
describe('messaging: moderation', () => {
  let service: MessagingTestService;

  beforeAll(async () => {
    service = await MessagingTestService.start('moderation');
  });

  afterAll(() => service?.stop());

  const notificationsOf = async (userId: string): Promise<NotificationDto[]> =>
    (await service.call(MESSAGING_RPC.notifications, {}, callerFor(userId))).notifications;

  async function conversationPair() {
    const [sender, recipient] = [await service.registerUser(), await service.registerUser()];
    const message = await service.call(
      MESSAGING_RPC.send,
      { recipientId: recipient.userId, content: 'You skate like a sack of bricks' },
      callerFor(sender.userId),
    );
    return { sender, recipient, message };
  }

  it('shows one message to its two participants only', async () => {
    const { sender, recipient, message } = await conversationPair();
    expect(
      (await service.call(MESSAGING_RPC.message, { id: message.id }, callerFor(recipient.userId))).content,
    ).toBe('You skate like a sack of bricks');
    expect((await service.call(MESSAGING_RPC.message, { id: message.id }, callerFor(sender.userId))).id).toBe(
      message.id,
    );
    const stranger = await errorOf(
      service.call(MESSAGING_RPC.message, { id: message.id }, callerFor(randomUUID())),
    );
    expect(stranger.code).toBe('NOT_FOUND');
    expect((await errorOf(service.call(MESSAGING_RPC.message, { id: message.id }))).code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('answers a participant whose counterpart the policy now hides as it answers an unknown id', async () => {
    const { sender, recipient, message } = await conversationPair();
    const unknown = await errorOf(
      service.call(MESSAGING_RPC.message, { id: randomUUID() }, callerFor(recipient.userId)),
    );
    expect(unknown).toEqual({ code: 'NOT_FOUND', error: 'Message not found' });
    await service.deliver(SOCIAL_EVENTS.blocked, { blockerId: sender.userId, blockedId: recipient.userId });
    // Neither side of a block sees the other's words any more, so neither can read (or report) them.
    for (const participant of [recipient, sender]) {
      const reading = service.call(MESSAGING_RPC.message, { id: message.id }, callerFor(participant.userId));
      expect(await errorOf(reading)).toEqual(unknown);
    }
  });

  it('hides a message from both participants; a later showing wins and an older event changes nothing', async () => {
    const { sender, recipient, message } = await conversationPair();
    const hide: ContentModeratedV1 = {
      kind: 'message',
      contentId: message.id,
      ownerId: sender.userId,
      hidden: true,
    };
    const at = new Date();
    await service.deliver(ADMIN_EVENTS.contentModerated, hide, at);

    for (const participant of [sender, recipient]) {
      const page = await service.call(
        MESSAGING_RPC.conversation,
        { otherUserId: participant === sender ? recipient.userId : sender.userId },
        callerFor(participant.userId),
      );
      expect(page.messages.find(({ id }) => id === message.id)).toMatchObject({
        content: 'This message was hidden by moderators',
        hiddenByModerators: true,
      });
    }
    const box = await service.call(MESSAGING_RPC.box, { box: 'received' }, callerFor(recipient.userId));
    expect(box.messages[0]?.content).toBe('This message was hidden by moderators');

    // An older "shown" arriving late changes nothing; a newer one shows it again.
    await service.deliver(
      ADMIN_EVENTS.contentModerated,
      { ...hide, hidden: false },
      new Date(at.getTime() - 1000),
    );
    const still = await service.call(MESSAGING_RPC.message, { id: message.id }, callerFor(sender.userId));
    expect(still.hiddenByModerators).toBe(true);
    await service.deliver(
      ADMIN_EVENTS.contentModerated,
      { ...hide, hidden: false },
      new Date(at.getTime() + 1000),
    );
    const shown = await service.call(MESSAGING_RPC.message, { id: message.id }, callerFor(sender.userId));
    expect(shown.content).toBe('You skate like a sack of bricks');
    expect(shown.hiddenByModerators).toBeUndefined();
  });

  it('leaves posts to the posts service', async () => {
    const { message } = await conversationPair();
    await service.deliver(ADMIN_EVENTS.contentModerated, {
      kind: 'post',
      contentId: message.id,
      ownerId: randomUUID(),
      hidden: true,
    } satisfies ContentModeratedV1);
    const [row] = await service.query<{ hidden_at: Date | null }>(
      'SELECT hidden_at FROM messaging.messages WHERE id = $1',
      [message.id],
    );
    expect(row?.hidden_at).toBeNull();
  });

  it('warns the author with a notification', async () => {
    const author = await service.registerUser();
    const warning: UserWarnedV1 = {
      userId: author.userId,
      caseId: randomUUID(),
      targetType: 'post',
      note: null,
    };
    const envelope = await service.deliver(ADMIN_EVENTS.userWarned, warning);
    await service.redeliver(ADMIN_EVENTS.userWarned, envelope);
    const notifications = (await notificationsOf(author.userId)).filter(({ type }) => type === 'moderation');
    expect(notifications.map(({ message }) => message)).toEqual([
      'A moderator warned you about your post: please keep to the community rules',
    ]);
  });

  it('tells every reporter the outcome, once each', async () => {
    const [one, two] = [await service.registerUser(), await service.registerUser()];
    // Even a reporter who switched off every notification hears what moderators decided.
    await service.setPreferences(two.userId, {
      notifications: { posts: false, messages: false, verifications: false, sponsorships: false },
    });
    const outcome: ReportResolvedV1 = {
      caseId: randomUUID(),
      targetType: 'post',
      targetId: randomUUID(),
      action: 'hide',
      reporterIds: [one.userId, two.userId],
    };
    const envelope = await service.deliver(ADMIN_EVENTS.reportResolved, outcome);
    await service.redeliver(ADMIN_EVENTS.reportResolved, envelope);
    for (const reporter of [one, two]) {
      expect((await notificationsOf(reporter.userId)).map(({ message }) => message)).toEqual([
        'Thanks for your report: we hid the post',
      ]);
    }

    await service.deliver(ADMIN_EVENTS.reportResolved, {
      ...outcome,
      caseId: randomUUID(),
      action: 'dismiss',
    });
    expect((await notificationsOf(one.userId))[0]?.message).toBe(
      'Thanks for your report: we reviewed it and left it up',
    );
  });
});
