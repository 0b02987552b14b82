import {
  PROFILE_MESSAGES,
  type EventEnvelope,
  type PostCreatedV1,
  type ScoreChangedV1,
  type SponsorshipChangedV1,
  type SponsorshipState,
  type UserProfileChangedV1,
  AUTH_EVENTS,
  AUTH_RPC,
  POSTS_EVENTS,
  SPONSORSHIPS_EVENTS,
  TRICKS_EVENTS,
} from '@boonies/contracts';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AuthTestService, type TestUser } from './support/auth-test-service';

describe('events from other services', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('events_in');
  });

  afterAll(() => auth?.stop());

  const profile = (user: TestUser) => auth.call(AUTH_RPC.profile, { id: user.user.id }, user.caller);
  const inboxCount = async (eventId: string) =>
    (
      await auth.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM auth.inbox WHERE event_id = $1',
        [eventId],
      )
    )[0].count;
  const deadLetters = async () =>
    (
      await auth.dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM auth.dead_letters')
    )[0].count;
  const seconds = (base: number, offset: number) => new Date(base + offset * 1000);

  describe('tricks.score-changed', () => {
    const score = (userId: string, publicScore: number, level: number): ScoreChangedV1 => ({
      userId,
      privateScore: publicScore + 40,
      publicScore,
      level,
    });

    it('gives profiles the newest level and verified points, ignoring late older scores and duplicates', async () => {
      const skater = await auth.register();
      const now = Date.now();

      const newest = await auth.deliver(
        TRICKS_EVENTS.scoreChanged,
        score(skater.user.id, 250, 3),
        seconds(now, 2),
      );
      await auth.deliver(TRICKS_EVENTS.scoreChanged, score(skater.user.id, 100, 2), seconds(now, 1));
      await auth.republish(TRICKS_EVENTS.scoreChanged, newest as EventEnvelope, randomUUID());
      await auth.deliver(TRICKS_EVENTS.scoreChanged, score(randomUUID(), 0, 1));

      expect(await profile(skater)).toMatchObject({ level: 3, verifiedPoints: 250 });
      expect(await inboxCount(newest.id)).toBe(1);
      expect(await deadLetters()).toBe(0);
    });
  });

  describe('posts.post-created and post-deleted', () => {
    const post = (userId: string, parentPostId: string | null = null): PostCreatedV1 => ({
      postId: randomUUID(),
      userId,
      postType: 'text',
      taggedTricks: [],
      createdAt: new Date().toISOString(),
      parentPostId,
    });

    it('count top-level posts once each, and forget deleted ones even when the deletion comes first', async () => {
      const skater = await auth.register();
      const first = post(skater.user.id);
      const second = post(skater.user.id);
      const early = post(skater.user.id);

      const created = await auth.deliver(POSTS_EVENTS.postCreated, first);
      await auth.deliver(POSTS_EVENTS.postCreated, second);
      await auth.deliver(POSTS_EVENTS.postCreated, post(skater.user.id, first.postId));
      await auth.republish(POSTS_EVENTS.postCreated, created as EventEnvelope, randomUUID());
      // The same post announced again under a new event id (a producer retry) counts once too.
      await auth.deliver(POSTS_EVENTS.postCreated, first);
      expect((await profile(skater)).postCount).toBe(2);

      await auth.deliver(POSTS_EVENTS.postDeleted, { postId: second.postId, userId: skater.user.id });
      await auth.deliver(POSTS_EVENTS.postDeleted, { postId: early.postId, userId: skater.user.id });
      await auth.deliver(POSTS_EVENTS.postCreated, early);
      expect((await profile(skater)).postCount).toBe(1);
      expect(await inboxCount(created.id)).toBe(1);
    });
  });

  describe('sponsorships.sponsorship-changed', () => {
    const change = (
      athlete: TestUser,
      status: SponsorshipState,
      changedAt: Date,
      sponsorshipId = randomUUID(),
    ): SponsorshipChangedV1 => ({
      sponsorshipId,
      brandId: randomUUID(),
      athleteId: athlete.user.id,
      status,
      changedAt: changedAt.toISOString(),
    });
    const updates = async (userId: string) =>
      (await auth.outboxRows<UserProfileChangedV1>(AUTH_EVENTS.userUpdated)).filter(
        ({ envelope }) => envelope.data.userId === userId,
      );
    const edit = (
      athlete: TestUser,
      changes: { proStatus?: boolean; flowStatus?: boolean; isBrand?: boolean },
    ) => auth.call(AUTH_RPC.updateProfile, { id: athlete.user.id, ...changes }, athlete.caller);

    it('gives an accepted athlete without status the flow status, announced once', async () => {
      const athlete = await auth.register();
      const now = Date.now();
      const sponsorshipId = randomUUID();

      await auth.deliver(
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        change(athlete, 'pending', seconds(now, 0), sponsorshipId),
      );
      expect(await updates(athlete.user.id)).toHaveLength(0);
      const accepted = await auth.deliver(
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        change(athlete, 'accepted', seconds(now, 1), sponsorshipId),
      );
      await auth.republish(SPONSORSHIPS_EVENTS.sponsorshipChanged, accepted as EventEnvelope, randomUUID());
      // A late, older state changes nothing.
      await auth.deliver(
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        change(athlete, 'pending', seconds(now, 0), sponsorshipId),
      );

      expect(await profile(athlete)).toMatchObject({
        flowStatus: true,
        proStatus: false,
        amateurStatus: false,
      });
      const announced = await updates(athlete.user.id);
      expect(announced).toHaveLength(1);
      expect(announced[0].envelope).toMatchObject({
        correlationId: accepted.correlationId,
        data: { flowStatus: true, email: athlete.user.email },
      });
    });

    it('keeps the status of an athlete who has one', async () => {
      const athlete = await auth.register();
      await edit(athlete, { proStatus: true });
      await auth.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, change(athlete, 'accepted', new Date()));
      expect(await profile(athlete)).toMatchObject({ proStatus: true, flowStatus: false });
      expect(await updates(athlete.user.id)).toHaveLength(1);
    });

    it('keeps a sponsored athlete on one status until the sponsorship ends', async () => {
      const athlete = await auth.register();
      const now = Date.now();
      const sponsorship = change(athlete, 'accepted', seconds(now, 0));
      await auth.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, sponsorship);
      const lastStatus = { code: 'CONFLICT', error: PROFILE_MESSAGES.lastStatusWithSponsor };
      // The owner's profile says so up front, so Edit Profile can refuse the choice before saving.
      expect(await profile(athlete)).toMatchObject({ keepsAthleteStatus: true });

      expect(await errorOf(edit(athlete, { flowStatus: false }))).toEqual(lastStatus);
      expect(await errorOf(edit(athlete, { isBrand: true }))).toEqual(lastStatus);
      expect(await edit(athlete, { proStatus: true })).toMatchObject({ proStatus: true, flowStatus: false });
      expect(await errorOf(edit(athlete, { proStatus: false }))).toEqual(lastStatus);

      await auth.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, {
        ...sponsorship,
        status: 'removed',
        changedAt: seconds(now, 1).toISOString(),
      });
      expect(await edit(athlete, { proStatus: false })).toMatchObject({
        proStatus: false,
        flowStatus: false,
      });
      expect(await profile(athlete)).toMatchObject({ keepsAthleteStatus: false });
    });
  });
});
