import { ADMIN_EVENTS, type EventReminderDueV1 } from '@boonies/contracts/admin';
import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import { MESSAGING_RPC, type NotificationDto } from '@boonies/contracts/messaging';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

describe('notifications of event reminders', () => {
  let service: MessagingTestService;
  let skater: UserProfileChangedV1;

  beforeAll(async () => {
    service = await MessagingTestService.start('event_reminder_notifications');
    skater = await service.registerUser();
  });

  afterAll(() => service?.stop());

  const eventNotificationsOf = async (userId: string): Promise<NotificationDto[]> =>
    (await service.call(MESSAGING_RPC.notifications, {}, callerFor(userId))).notifications.filter(
      (notification) => notification.type === 'event',
    );
  const reminder = (overrides: Partial<EventReminderDueV1> = {}): EventReminderDueV1 => ({
    eventId: randomUUID(),
    userId: skater.userId,
    status: 'going',
    title: 'Best Trick Jam',
    location: 'The Boonies, main bowl',
    startsAt: '2026-06-20T14:00:00.000Z',
    ...overrides,
  });

  it('reminds the skater once, leading to the event, even when the event is delivered twice', async () => {
    const due = reminder();
    const sent = await service.deliver(ADMIN_EVENTS.eventReminderDue, due, new Date('2026-06-19T14:01:00Z'));

    await service.redeliver(ADMIN_EVENTS.eventReminderDue, sent);

    expect(await eventNotificationsOf(skater.userId)).toEqual([
      expect.objectContaining({
        type: 'event',
        message: 'Reminder: Best Trick Jam is tomorrow at 14:00 UTC',
        link: `/events/${due.eventId}`,
        fromUser: null,
        readAt: null,
      }),
    ]);
  });

  it('says today for an event later the same day', async () => {
    const maybe = await service.registerUser();
    await service.deliver(
      ADMIN_EVENTS.eventReminderDue,
      reminder({ userId: maybe.userId, status: 'maybe', startsAt: '2026-06-20T21:30:00.000Z' }),
      new Date('2026-06-20T08:00:00Z'),
    );

    expect(await eventNotificationsOf(maybe.userId)).toEqual([
      expect.objectContaining({ message: 'Reminder: Best Trick Jam is today at 21:30 UTC' }),
    ]);
  });

  it('reminds no deactivated, suspended or unheard-of skater', async () => {
    const gone = await service.registerUser({ isActive: false });
    const suspended = await service.registerUser({
      suspendedUntil: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    });
    const unheardOf = randomUUID();

    for (const userId of [gone.userId, suspended.userId, unheardOf]) {
      await service.deliver(ADMIN_EVENTS.eventReminderDue, reminder({ userId }));
    }

    const counts = await service.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messaging.notifications WHERE type = 'event' AND user_id = ANY($1)`,
      [[gone.userId, suspended.userId, unheardOf]],
    );
    expect(counts).toEqual([{ n: 0 }]);
  });
});
