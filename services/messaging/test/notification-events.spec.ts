import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { EventEnvelope } from '@boonies/contracts/events';
import {
  MESSAGING_EVENTS,
  MESSAGING_RPC,
  type NotificationCreatedV1,
  type NotificationDto,
} from '@boonies/contracts/messaging';
import { type PostCreatedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { type SponsorshipChangedV1, SPONSORSHIPS_EVENTS } from '@boonies/contracts/sponsorships';
import { TRICKS_EVENTS } from '@boonies/contracts/tricks';
import { type TrickVerificationChangedV1, VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

describe('notifications from other services’ events', () => {
  let service: MessagingTestService;

  beforeAll(async () => {
    service = await MessagingTestService.start('notification_events');
  });

  afterAll(() => service?.stop());

  const notificationsOf = async (userId: string): Promise<NotificationDto[]> =>
    (await service.call(MESSAGING_RPC.notifications, {}, callerFor(userId))).notifications;
  const announcedFor = async (userId: string) =>
    (await service.announced<NotificationCreatedV1>(MESSAGING_EVENTS.notificationCreated)).filter(
      (event) => event.userId === userId,
    );
  const deadLetters = async () =>
    (
      await service.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM messaging.dead_letters',
      )
    )[0].count;
  const later = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

  const reply = (userId: string, parentAuthorId: string | null): PostCreatedV1 => ({
    postId: randomUUID(),
    userId,
    postType: 'reply',
    taggedTricks: [],
    createdAt: new Date().toISOString(),
    parentPostId: randomUUID(),
    parentAuthorId,
  });
  const verified = (userId: string, trickId: string): TrickVerificationChangedV1 => ({
    verificationId: randomUUID(),
    postId: randomUUID(),
    userId,
    trickId,
  });
  const sponsorship = (
    brandId: string,
    athleteId: string,
    status: SponsorshipChangedV1['status'],
    changedAt = new Date().toISOString(),
    sponsorshipId = randomUUID(),
  ): SponsorshipChangedV1 => ({ sponsorshipId, brandId, athleteId, status, changedAt });

  afterEach(async () => {
    expect(await deadLetters()).toBe(0);
  });

  describe('social.follow-requested', () => {
    it('tells the private profile’s owner once, linking to the requests list', async () => {
      const requester = await service.registerUser();
      const owner = await service.registerUser();

      const event = await service.deliver(SOCIAL_EVENTS.followRequested, {
        followerId: requester.userId,
        followingId: owner.userId,
      });
      await service.redeliver(SOCIAL_EVENTS.followRequested, event as EventEnvelope);

      expect(await notificationsOf(owner.userId)).toEqual([
        expect.objectContaining({
          type: 'follow_request',
          message: `${requester.username} asked to follow you`,
          link: '/inbox?tab=requests',
          fromUser: expect.objectContaining({ id: requester.userId }),
          readAt: null,
        }),
      ]);
      expect(await announcedFor(owner.userId)).toEqual([
        expect.objectContaining({ type: 'follow_request', fromUserId: requester.userId }),
      ]);
      expect(await notificationsOf(requester.userId)).toEqual([]);
    });

    it('still hears the auth service’s copy, and tells the owner once of a request both producers carry', async () => {
      const requester = await service.registerUser();
      const owner = await service.registerUser();
      const other = await service.registerUser();

      await service.deliver(AUTH_EVENTS.followRequested, {
        followerId: other.userId,
        followingId: owner.userId,
      });
      const both = await service.deliverFromBothProducers(SOCIAL_EVENTS.followRequested, {
        followerId: requester.userId,
        followingId: owner.userId,
      });

      const requests = await notificationsOf(owner.userId);
      expect(requests.map(({ type, fromUser }) => [type, fromUser?.id]).sort()).toEqual(
        [
          ['follow_request', other.userId],
          ['follow_request', requester.userId],
        ].sort(),
      );
      expect(await announcedFor(owner.userId)).toHaveLength(2);
      const handled = await service.query<{ subject: string }>(
        'SELECT subject FROM messaging.inbox WHERE event_id = $1',
        [both.id],
      );
      expect(handled).toHaveLength(1);
    });

    it('tells nobody when a block stands between the two', async () => {
      const requester = await service.registerUser();
      const owner = await service.registerUser();
      await service.block(owner.userId, requester.userId);

      await service.deliver(SOCIAL_EVENTS.followRequested, {
        followerId: requester.userId,
        followingId: owner.userId,
      });
      expect(await notificationsOf(owner.userId)).toEqual([]);
    });
  });

  describe('social.followed', () => {
    it('tells the followed skater once, even when the event is delivered twice', async () => {
      const follower = await service.registerUser({ profilePicture: 'https://img.example/f.png' });
      const followed = await service.registerUser();

      const event = await service.deliver(SOCIAL_EVENTS.followed, {
        followerId: follower.userId,
        followingId: followed.userId,
      });
      await service.redeliver(SOCIAL_EVENTS.followed, event as EventEnvelope);

      const notifications = await notificationsOf(followed.userId);
      expect(notifications).toEqual([
        {
          id: expect.any(String),
          type: 'follow',
          message: `${follower.username} started following you`,
          link: `/profile/${follower.userId}`,
          fromUser: {
            id: follower.userId,
            username: follower.username,
            profilePicture: 'https://img.example/f.png',
          },
          createdAt: expect.stringMatching(/Z$/),
          readAt: null,
        },
      ]);
      expect(await announcedFor(followed.userId)).toEqual([
        {
          notificationId: notifications[0].id,
          userId: followed.userId,
          type: 'follow',
          message: `${follower.username} started following you`,
          fromUserId: follower.userId,
          createdAt: notifications[0].createdAt,
        },
      ]);
      expect(await notificationsOf(follower.userId)).toEqual([]);
    });

    it('collapses follow/unfollow cycles into one notification, per follower and per day', async () => {
      const cycler = await service.registerUser();
      const other = await service.registerUser();
      const followed = await service.registerUser();
      const pair = { followerId: cycler.userId, followingId: followed.userId };
      // Each cycle emits a new followed event (this service does not read unfollows).
      for (let cycle = 0; cycle < 8; cycle++) await service.deliver(SOCIAL_EVENTS.followed, pair);
      await service.deliver(SOCIAL_EVENTS.followed, {
        followerId: other.userId,
        followingId: followed.userId,
      });

      const fromUsers = (await notificationsOf(followed.userId)).map(({ fromUser }) => fromUser?.id);
      expect(fromUsers.sort()).toEqual([cycler.userId, other.userId].sort());
      expect(await announcedFor(followed.userId)).toHaveLength(2);

      // A day later, following again is news again.
      await service.query(
        `UPDATE messaging.notifications SET created_at = now() - interval '25 hours' WHERE user_id = $1`,
        [followed.userId],
      );
      await service.deliver(SOCIAL_EVENTS.followed, pair);
      expect(await notificationsOf(followed.userId)).toHaveLength(3);
    });

    it.each([
      ['the followed skater blocked the follower', 'followed'],
      ['the follower blocked the followed skater', 'follower'],
    ])('tells nobody when %s', async (_, blocker) => {
      const follower = await service.registerUser();
      const followed = await service.registerUser();
      if (blocker === 'followed') await service.block(followed.userId, follower.userId);
      else await service.block(follower.userId, followed.userId);

      await service.deliver(SOCIAL_EVENTS.followed, {
        followerId: follower.userId,
        followingId: followed.userId,
      });

      expect(await notificationsOf(followed.userId)).toEqual([]);
      expect(await announcedFor(followed.userId)).toEqual([]);
    });

    it('tells again once the block is lifted', async () => {
      const follower = await service.registerUser();
      const followed = await service.registerUser();
      await service.block(followed.userId, follower.userId);
      await service.unblock(followed.userId, follower.userId);

      await service.deliver(SOCIAL_EVENTS.followed, {
        followerId: follower.userId,
        followingId: followed.userId,
      });

      expect(await notificationsOf(followed.userId)).toHaveLength(1);
    });

    it('shows the follower’s current name and a neutral one for an account not known yet', async () => {
      const follower = await service.registerUser();
      const unknownFollower = randomUUID();
      const followed = await service.registerUser();
      await service.deliver(SOCIAL_EVENTS.followed, {
        followerId: follower.userId,
        followingId: followed.userId,
      });
      await service.deliver(SOCIAL_EVENTS.followed, {
        followerId: unknownFollower,
        followingId: followed.userId,
      });
      await service.deliver(AUTH_EVENTS.userUpdated, {
        ...follower,
        username: 'renamed',
        updatedAt: later(follower.updatedAt, 2),
      });
      // An older revision arriving late changes nothing.
      await service.deliver(AUTH_EVENTS.userUpdated, {
        ...follower,
        username: 'stale',
        updatedAt: later(follower.updatedAt, 1),
      });

      const [fromUnknown, fromKnown] = await notificationsOf(followed.userId);
      expect(fromUnknown).toMatchObject({
        message: 'Someone started following you',
        fromUser: { id: unknownFollower, username: 'unknown', profilePicture: null },
      });
      expect(fromKnown.fromUser).toEqual({ id: follower.userId, username: 'renamed', profilePicture: null });
    });
  });

  describe('posts.post-created', () => {
    it('tells the author of the post replied to, once', async () => {
      const author = await service.registerUser();
      const replier = await service.registerUser();

      const created = reply(replier.userId, author.userId);
      const event = await service.deliver(POSTS_EVENTS.postCreated, created);
      await service.redeliver(POSTS_EVENTS.postCreated, event as EventEnvelope);

      expect(await notificationsOf(author.userId)).toEqual([
        expect.objectContaining({
          type: 'reply',
          message: `${replier.username} replied to your post`,
          // The post's page, scrolled to the reply.
          link: `/post/${created.parentPostId}#reply-${created.postId}`,
          fromUser: { id: replier.userId, username: replier.username, profilePicture: null },
        }),
      ]);
      expect(await announcedFor(author.userId)).toHaveLength(1);
    });

    it('tells nobody of a top-level post, a reply to oneself or a reply without a known parent author', async () => {
      const author = await service.registerUser();
      await service.deliver(POSTS_EVENTS.postCreated, {
        postId: randomUUID(),
        userId: author.userId,
        postType: 'text',
        taggedTricks: [],
        createdAt: new Date().toISOString(),
      });
      await service.deliver(POSTS_EVENTS.postCreated, reply(author.userId, author.userId));
      await service.deliver(POSTS_EVENTS.postCreated, reply(author.userId, null));

      expect(await notificationsOf(author.userId)).toEqual([]);
    });

    it('tells nobody whose New Posts switch is off, or across a block', async () => {
      const quiet = await service.registerUser();
      const blocking = await service.registerUser();
      const replier = await service.registerUser();
      await service.setPreferences(quiet.userId, { notifications: { posts: false } });
      await service.block(blocking.userId, replier.userId);

      await service.deliver(POSTS_EVENTS.postCreated, reply(replier.userId, quiet.userId));
      await service.deliver(POSTS_EVENTS.postCreated, reply(replier.userId, blocking.userId));

      expect(await notificationsOf(quiet.userId)).toEqual([]);
      expect(await notificationsOf(blocking.userId)).toEqual([]);
    });
  });

  describe('verification.trick-verified', () => {
    it('tells the skater, naming the trick from the catalogue, once', async () => {
      const skater = await service.registerUser();
      await service.deliver(TRICKS_EVENTS.trickChanged, {
        trickId: 'flip-1',
        name: 'Kickflip',
        category: 'flips',
        points: 20,
      });

      const verification = verified(skater.userId, 'flip-1');
      const event = await service.deliver(VERIFICATION_EVENTS.trickVerified, verification);
      await service.redeliver(VERIFICATION_EVENTS.trickVerified, event as EventEnvelope);

      expect(await notificationsOf(skater.userId)).toEqual([
        expect.objectContaining({
          type: 'verification',
          message: 'Your Kickflip was verified by the community',
          // The video the community verified.
          link: `/post/${verification.postId}`,
          fromUser: null,
        }),
      ]);
      expect(await announcedFor(skater.userId)).toEqual([
        expect.objectContaining({ type: 'verification', fromUserId: null }),
      ]);
    });

    it('reads well without the trick’s name', async () => {
      const skater = await service.registerUser();
      await service.deliver(VERIFICATION_EVENTS.trickVerified, verified(skater.userId, 'not-in-catalogue-1'));

      expect((await notificationsOf(skater.userId))[0].message).toBe(
        'Your trick video was verified by the community',
      );
    });

    it('tells nobody whose Trick Verifications switch is off', async () => {
      const skater = await service.registerUser();
      await service.setPreferences(skater.userId, { notifications: { verifications: false } });
      await service.deliver(VERIFICATION_EVENTS.trickVerified, verified(skater.userId, 'flip-1'));

      expect(await notificationsOf(skater.userId)).toEqual([]);
    });
  });

  describe('sponsorships.sponsorship-changed', () => {
    let brand: UserProfileChangedV1;

    beforeAll(async () => {
      brand = await service.registerUser({ username: `brand-${randomUUID().slice(0, 8)}`, isBrand: true });
    });

    it('tells the athlete of a request and the brand of the answer, each once', async () => {
      const athlete = await service.registerUser();
      const request = sponsorship(brand.userId, athlete.userId, 'pending');

      const requested = await service.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, request);
      await service.redeliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, requested as EventEnvelope);
      const summary = () => service.call(MESSAGING_RPC.summary, {}, callerFor(athlete.userId));
      expect(await summary()).toMatchObject({ pendingSponsorships: 1 });

      await service.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, {
        ...request,
        status: 'accepted',
        changedAt: later(request.changedAt, 1),
      });

      expect(await notificationsOf(athlete.userId)).toEqual([
        expect.objectContaining({
          type: 'sponsorship',
          message: `${brand.username} wants to sponsor you`,
          link: '/inbox',
          fromUser: expect.objectContaining({ id: brand.userId }),
        }),
      ]);
      const brandNotifications = (await notificationsOf(brand.userId)).filter(
        ({ fromUser }) => fromUser?.id === athlete.userId,
      );
      expect(brandNotifications).toEqual([
        expect.objectContaining({
          type: 'sponsorship',
          message: `${athlete.username} accepted your sponsorship request`,
          link: '/sponsorships',
        }),
      ]);
      expect(await summary()).toMatchObject({ pendingSponsorships: 0 });
    });

    it('tells the brand of a decline, and nobody of a removal', async () => {
      const athlete = await service.registerUser();
      const request = sponsorship(brand.userId, athlete.userId, 'pending');
      await service.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, request);
      await service.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, {
        ...request,
        status: 'rejected',
        changedAt: later(request.changedAt, 1),
      });
      await service.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, {
        ...request,
        status: 'removed',
        changedAt: later(request.changedAt, 2),
      });

      const fromAthlete = (await notificationsOf(brand.userId)).filter(
        ({ fromUser }) => fromUser?.id === athlete.userId,
      );
      expect(fromAthlete.map(({ message }) => message)).toEqual([
        `${athlete.username} declined your sponsorship request`,
      ]);
      expect(await notificationsOf(athlete.userId)).toHaveLength(1);
    });

    it('ignores a repeated state and an older state arriving late', async () => {
      const athlete = await service.registerUser();
      const request = sponsorship(brand.userId, athlete.userId, 'pending');
      await service.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, request);
      // The same state announced again (a new event), then the answer, then the request arriving late.
      await service.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, {
        ...request,
        changedAt: later(request.changedAt, 1),
      });
      await service.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, {
        ...request,
        status: 'accepted',
        changedAt: later(request.changedAt, 3),
      });
      await service.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, {
        ...request,
        changedAt: later(request.changedAt, 2),
      });

      expect(await notificationsOf(athlete.userId)).toHaveLength(1);
      expect(await service.call(MESSAGING_RPC.summary, {}, callerFor(athlete.userId))).toMatchObject({
        pendingSponsorships: 0,
      });
    });

    it('tells nobody whose Sponsorship Updates switch is off, or across a block', async () => {
      const quiet = await service.registerUser();
      const blocking = await service.registerUser();
      await service.setPreferences(quiet.userId, { notifications: { sponsorships: false } });
      await service.block(blocking.userId, brand.userId);

      await service.deliver(
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        sponsorship(brand.userId, quiet.userId, 'pending'),
      );
      await service.deliver(
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        sponsorship(brand.userId, blocking.userId, 'pending'),
      );

      expect(await notificationsOf(quiet.userId)).toEqual([]);
      expect(await notificationsOf(blocking.userId)).toEqual([]);
      // The requests still count as pending: the switch is about notifications only.
      expect(await service.call(MESSAGING_RPC.summary, {}, callerFor(quiet.userId))).toMatchObject({
        pendingSponsorships: 1,
      });
    });
  });

  describe('projections', () => {
    it('keep the newest preferences: a late, older change does not turn a switch back', async () => {
      const skater = await service.registerUser();
      const now = Date.now();
      await service.setPreferences(skater.userId, { notifications: { verifications: false } }, new Date(now));
      await service.setPreferences(skater.userId, {}, new Date(now - 1000));

      await service.deliver(VERIFICATION_EVENTS.trickVerified, verified(skater.userId, 'flip-1'));

      expect(await notificationsOf(skater.userId)).toEqual([]);
    });

    it('keep the newest block state: a late "blocked" does not undo a later unblock', async () => {
      const follower = await service.registerUser();
      const followed = await service.registerUser();
      const pairIds = { blockerId: followed.userId, blockedId: follower.userId };
      const blockedAt = new Date(Date.now() - 60_000);
      await service.deliver(SOCIAL_EVENTS.unblocked, pairIds);
      await service.deliver(SOCIAL_EVENTS.blocked, pairIds, { occurredAt: blockedAt });

      await service.deliver(SOCIAL_EVENTS.followed, {
        followerId: follower.userId,
        followingId: followed.userId,
      });

      expect(await notificationsOf(followed.userId)).toHaveLength(1);
    });
  });
});
