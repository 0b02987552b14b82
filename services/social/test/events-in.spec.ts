import type { EventEnvelope } from '@boonies/contracts/events';
import { type PostCreatedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { SOCIAL_RPC } from '@boonies/contracts/social';
import { type SponsorshipChangedV1, SPONSORSHIPS_EVENTS } from '@boonies/contracts/sponsorships';
import { type ScoreChangedV1, TRICKS_EVENTS } from '@boonies/contracts/tricks';
import { randomUUID } from 'node:crypto';
import { SocialTestService, type TestUser } from './support/social-test-service';

describe('events from other services', () => {
  let social: SocialTestService;

  beforeAll(async () => {
    social = await SocialTestService.start('events_in');
  });

  afterAll(() => social?.stop());

  const profile = (user: TestUser) => social.call(SOCIAL_RPC.profile, { id: user.user.id }, user.caller);
  const inboxCount = async (eventId: string) =>
    (
      await social.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM social.inbox WHERE event_id = $1',
        [eventId],
      )
    )[0].count;
  const deadLetters = async () =>
    (
      await social.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM social.dead_letters',
      )
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
      const skater = await social.register();
      const now = Date.now();

      const newest = await social.deliver(
        TRICKS_EVENTS.scoreChanged,
        score(skater.user.id, 250, 3),
        seconds(now, 2),
      );
      await social.deliver(TRICKS_EVENTS.scoreChanged, score(skater.user.id, 100, 2), seconds(now, 1));
      await social.republish(TRICKS_EVENTS.scoreChanged, newest as EventEnvelope, randomUUID());
      await social.deliver(TRICKS_EVENTS.scoreChanged, score(randomUUID(), 0, 1));

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
      const skater = await social.register();
      const first = post(skater.user.id);
      const second = post(skater.user.id);
      const early = post(skater.user.id);

      const created = await social.deliver(POSTS_EVENTS.postCreated, first);
      await social.deliver(POSTS_EVENTS.postCreated, second);
      await social.deliver(POSTS_EVENTS.postCreated, post(skater.user.id, first.postId));
      await social.republish(POSTS_EVENTS.postCreated, created as EventEnvelope, randomUUID());
      // The same post announced again under a new event id (a producer retry) counts once too.
      await social.deliver(POSTS_EVENTS.postCreated, first);
      expect((await profile(skater)).postCount).toBe(2);

      await social.deliver(POSTS_EVENTS.postDeleted, { postId: second.postId, userId: skater.user.id });
      await social.deliver(POSTS_EVENTS.postDeleted, { postId: early.postId, userId: skater.user.id });
      await social.deliver(POSTS_EVENTS.postCreated, early);
      expect((await profile(skater)).postCount).toBe(1);
      expect(await inboxCount(created.id)).toBe(1);
    });
  });

  describe('sponsorships.sponsorship-changed', () => {
    it("tells the athlete's own profile that a status must stay while a sponsorship is accepted", async () => {
      const athlete = await social.register({ flowStatus: true });
      const sponsorship: SponsorshipChangedV1 = {
        sponsorshipId: randomUUID(),
        brandId: randomUUID(),
        athleteId: athlete.user.id,
        status: 'accepted',
        changedAt: new Date(Date.now() - 1000).toISOString(),
      };

      await social.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, sponsorship);
      expect(await profile(athlete)).toMatchObject({ keepsAthleteStatus: true });
      const viewer = await social.register();
      expect(await social.call(SOCIAL_RPC.profile, { id: athlete.user.id }, viewer.caller)).toMatchObject({
        keepsAthleteStatus: false,
      });

      await social.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, {
        ...sponsorship,
        status: 'removed',
        changedAt: new Date().toISOString(),
      });
      expect(await profile(athlete)).toMatchObject({ keepsAthleteStatus: false });
    });
  });
});
