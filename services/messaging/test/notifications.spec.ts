import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { MESSAGING_RPC } from '@boonies/contracts/messaging';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { SPONSORSHIPS_EVENTS } from '@boonies/contracts/sponsorships';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

describe('notifications and the inbox summary', () => {
  let service: MessagingTestService;

  beforeAll(async () => {
    service = await MessagingTestService.start('notifications');
  });

  afterAll(() => service?.stop());

  /** `count` new followers of `user`, oldest first; each follow makes one notification. */
  const followers = async (user: UserProfileChangedV1, count: number): Promise<UserProfileChangedV1[]> => {
    const made: UserProfileChangedV1[] = [];
    for (let index = 0; index < count; index++) {
      const follower = await service.registerUser();
      await service.deliver(SOCIAL_EVENTS.followed, {
        followerId: follower.userId,
        followingId: user.userId,
      });
      made.push(follower);
    }
    return made;
  };
  const list = (userId: string, request: { cursor?: string; limit?: number } = {}) =>
    service.call(MESSAGING_RPC.notifications, request, callerFor(userId));
  const summary = (userId: string) => service.call(MESSAGING_RPC.summary, {}, callerFor(userId));

  describe('list', () => {
    it('pages newest first without duplicates or gaps, and only the caller’s own', async () => {
      const user = await service.registerUser();
      const other = await service.registerUser();
      const made = await followers(user, 5);
      await followers(other, 1);

      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list(user.userId, { limit: 2, ...(cursor ? { cursor } : {}) });
        expect(page.notifications.length).toBeLessThanOrEqual(2);
        seen.push(...page.notifications.map(({ fromUser }) => fromUser?.id ?? ''));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);

      expect(seen).toEqual(made.map(({ userId }) => userId).reverse());
    });

    it.each([
      ['a made-up cursor', { cursor: 'WyJub3BlIl0' }, 'cursor'],
      ['a limit of 0', { limit: 0 }, 'limit'],
      ['a limit of 101', { limit: 101 }, 'limit'],
      ['an unknown field', { userId: randomUUID() }, 'userId'],
    ])('refuses %s', async (_, payload, field) => {
      expect(
        await errorOf(service.callUnchecked(MESSAGING_RPC.notifications, payload, callerFor(randomUUID()))),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field });
    });
  });

  describe('mark read', () => {
    it('lets the notified user read one; reading again keeps the first time', async () => {
      const user = await service.registerUser();
      await followers(user, 2);
      const [newest, older] = (await list(user.userId)).notifications;

      const read = await service.call(
        MESSAGING_RPC.markNotificationRead,
        { id: newest.id },
        callerFor(user.userId),
      );
      const again = await service.call(
        MESSAGING_RPC.markNotificationRead,
        { id: newest.id },
        callerFor(user.userId),
      );

      expect(read).toEqual({ ...newest, readAt: expect.stringMatching(/Z$/) });
      expect(again).toEqual(read);
      expect((await list(user.userId)).notifications).toEqual([read, older]);
    });

    it('answers a notification of an actor the policy now hides from its reader as an unknown one', async () => {
      const user = await service.registerUser();
      const [blocker, leaver] = await followers(user, 2);
      const unknown = await errorOf(
        service.call(MESSAGING_RPC.markNotificationRead, { id: randomUUID() }, callerFor(user.userId)),
      );
      const notices = (await list(user.userId)).notifications;
      await service.deliver(SOCIAL_EVENTS.blocked, { blockerId: blocker.userId, blockedId: user.userId });
      await service.deliver(AUTH_EVENTS.userUpdated, {
        ...leaver,
        isActive: false,
        updatedAt: new Date(Date.parse(leaver.updatedAt) + 1000).toISOString(),
      });

      expect(notices).toHaveLength(2);
      for (const notice of notices) {
        const marking = service.call(
          MESSAGING_RPC.markNotificationRead,
          { id: notice.id },
          callerFor(user.userId),
        );
        expect(await errorOf(marking)).toEqual(unknown);
      }
    });

    it('refuses anyone else, unknown and malformed ids', async () => {
      const user = await service.registerUser();
      const intruder = callerFor(randomUUID());
      await followers(user, 1);
      const [notification] = (await list(user.userId)).notifications;

      expect(
        await errorOf(service.call(MESSAGING_RPC.markNotificationRead, { id: notification.id }, intruder)),
      ).toEqual({ code: 'FORBIDDEN', error: 'Only the notified user can mark a notification read' });
      expect((await list(user.userId)).notifications[0].readAt).toBeNull();
      expect(
        await errorOf(service.call(MESSAGING_RPC.markNotificationRead, { id: randomUUID() }, intruder)),
      ).toEqual({ code: 'NOT_FOUND', error: 'Notification not found' });
      expect(
        await errorOf(service.callUnchecked(MESSAGING_RPC.markNotificationRead, { id: '42' }, intruder)),
      ).toEqual({ code: 'VALIDATION_FAILED', field: 'id', error: 'id must be a valid notification id' });
      expect(
        await errorOf(
          service.callUnchecked(
            MESSAGING_RPC.markNotificationRead,
            { id: notification.id, read: true },
            intruder,
          ),
        ),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'read' });
    });

    it('marks all of the caller’s unread notifications read, and only theirs', async () => {
      const user = await service.registerUser();
      const other = await service.registerUser();
      await followers(user, 3);
      await followers(other, 1);
      const [first] = (await list(user.userId)).notifications;
      await service.call(MESSAGING_RPC.markNotificationRead, { id: first.id }, callerFor(user.userId));

      expect(await service.call(MESSAGING_RPC.markAllNotificationsRead, {}, callerFor(user.userId))).toEqual({
        updated: 2,
      });
      expect(await service.call(MESSAGING_RPC.markAllNotificationsRead, {}, callerFor(user.userId))).toEqual({
        updated: 0,
      });
      expect((await list(user.userId)).notifications.every(({ readAt }) => readAt !== null)).toBe(true);
      expect((await list(other.userId)).notifications[0].readAt).toBeNull();
    });
  });

  describe('summary', () => {
    it('counts unread messages, unread notifications and pending requests to the caller as athlete', async () => {
      const athlete = await service.registerUser();
      const friend = await service.registerUser();
      const brand = await service.registerUser({ isBrand: true });
      expect(await summary(athlete.userId)).toEqual({
        unreadMessages: 0,
        unreadNotifications: 0,
        pendingSponsorships: 0,
      });

      const first = await service.call(
        MESSAGING_RPC.send,
        { recipientId: athlete.userId, content: 'one' },
        callerFor(friend.userId),
      );
      await service.call(
        MESSAGING_RPC.send,
        { recipientId: athlete.userId, content: 'two' },
        callerFor(friend.userId),
      );
      await service.call(
        MESSAGING_RPC.send,
        { recipientId: friend.userId, content: 'sent by the athlete' },
        callerFor(athlete.userId),
      );
      await followers(athlete, 1);
      for (const status of ['pending', 'pending', 'accepted'] as const) {
        await service.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, {
          sponsorshipId: randomUUID(),
          brandId: brand.userId,
          athleteId: athlete.userId,
          status,
          changedAt: new Date().toISOString(),
        });
      }

      // Two messages (counted as messages, never as notifications), a follow, and two sponsorship requests.
      expect(await summary(athlete.userId)).toEqual({
        unreadMessages: 2,
        unreadNotifications: 3,
        pendingSponsorships: 2,
      });
      // The brand requested: nothing is pending for the brand to answer.
      expect(await summary(brand.userId)).toMatchObject({ pendingSponsorships: 0 });

      await service.call(MESSAGING_RPC.markRead, { id: first.id }, callerFor(athlete.userId));
      expect(await summary(athlete.userId)).toEqual({
        unreadMessages: 1,
        unreadNotifications: 3,
        pendingSponsorships: 2,
      });
      await service.call(MESSAGING_RPC.markAllNotificationsRead, {}, callerFor(athlete.userId));
      expect(await summary(athlete.userId)).toMatchObject({ unreadMessages: 1, unreadNotifications: 0 });
    });
  });
});
