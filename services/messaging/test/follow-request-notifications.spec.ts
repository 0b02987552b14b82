import type { EventEnvelope } from '@boonies/contracts/events';
import { MESSAGING_RPC, type NotificationDto } from '@boonies/contracts/messaging';
import { type FollowAnsweredV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

describe('a follow request’s notification once the request is over', () => {
  let service: MessagingTestService;

  beforeAll(async () => {
    service = await MessagingTestService.start('follow_request_notifications');
  });

  afterAll(() => service?.stop());

  const notificationsOf = async (userId: string): Promise<NotificationDto[]> =>
    (await service.call(MESSAGING_RPC.notifications, {}, callerFor(userId))).notifications;
  const unreadOf = async (userId: string): Promise<number> =>
    (
      await service.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM messaging.notifications WHERE user_id = $1 AND read_at IS NULL',
        [userId],
      )
    )[0].count;
  const deadLetters = async () =>
    (
      await service.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM messaging.dead_letters',
      )
    )[0].count;

  afterEach(async () => {
    expect(await deadLetters()).toBe(0);
  });

  async function requested() {
    const requester = await service.registerUser();
    const owner = await service.registerUser();
    await service.deliver(SOCIAL_EVENTS.followRequested, {
      followerId: requester.userId,
      followingId: owner.userId,
    });
    expect(await notificationsOf(owner.userId)).toEqual([
      expect.objectContaining({
        type: 'follow_request',
        fromUser: expect.objectContaining({ id: requester.userId }),
      }),
    ]);
    return { requester, owner };
  }

  it.each<FollowAnsweredV1['outcome']>(['approved', 'declined', 'withdrawn', 'blocked'])(
    'goes from the owner’s list when the request is %s, once even when delivered twice',
    async (outcome) => {
      const { requester, owner } = await requested();

      const answer = await service.deliver(SOCIAL_EVENTS.followAnswered, {
        followerId: requester.userId,
        followingId: owner.userId,
        outcome,
      });
      expect(await notificationsOf(owner.userId)).toEqual([]);
      expect(await unreadOf(owner.userId)).toBe(0);

      await service.redeliver(SOCIAL_EVENTS.followAnswered, answer as EventEnvelope);
      expect(await notificationsOf(owner.userId)).toEqual([]);
    },
  );

  it('keeps the owner’s other notifications, and others’ requests still waiting', async () => {
    const { requester, owner } = await requested();
    const other = await service.registerUser();
    await service.deliver(SOCIAL_EVENTS.followRequested, {
      followerId: other.userId,
      followingId: owner.userId,
    });
    await service.deliver(SOCIAL_EVENTS.followed, {
      followerId: requester.userId,
      followingId: owner.userId,
    });

    await service.deliver(SOCIAL_EVENTS.followAnswered, {
      followerId: requester.userId,
      followingId: owner.userId,
      outcome: 'approved',
    });

    const left = await notificationsOf(owner.userId);
    expect(left.map(({ type, fromUser }) => [type, fromUser?.id])).toEqual(
      expect.arrayContaining([
        ['follow', requester.userId],
        ['follow_request', other.userId],
      ]),
    );
    expect(left).toHaveLength(2);
  });

  it('is harmless for a request it never heard of', async () => {
    const owner = await service.registerUser();
    await service.deliver(SOCIAL_EVENTS.followAnswered, {
      followerId: randomUUID(),
      followingId: owner.userId,
      outcome: 'declined',
    });
    expect(await notificationsOf(owner.userId)).toEqual([]);
  });
});
