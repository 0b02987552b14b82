import {
  EVENTS,
  RPC,
  TRENDING_WINDOW_DAYS,
  type PostCreatedV1,
  type ProgressChangedV1,
  type TrickVerificationChangedV1,
} from '@boonies/contracts';
import { randomUUID } from 'node:crypto';
import { callerFor, TricksTestService } from './support/tricks-test-service';

describe('events from other services', () => {
  let tricks: TricksTestService;

  beforeAll(async () => {
    tricks = await TricksTestService.start('events_in');
  });

  afterAll(() => tricks?.stop());

  describe('verification.trick-verified and trick-unverified', () => {
    const decision = (userId: string, trickId: string): TrickVerificationChangedV1 => ({
      verificationId: randomUUID(),
      postId: randomUUID(),
      userId,
      trickId,
    });

    it("mark the poster's trick learned and verified, then unverified; the score follows", async () => {
      const { userId } = await tricks.registerUser();
      const caller = callerFor(userId);

      const verified = await tricks.deliver(EVENTS.verification.trickVerified, decision(userId, 'fix-4'));
      expect(await tricks.call(RPC.tricks.progress, { userId }, caller)).toEqual([
        { trickId: 'fix-4', learned: true, verified: true, learnedAt: expect.any(String) },
      ]);
      expect(await tricks.call(RPC.tricks.score, { userId }, caller)).toMatchObject({
        privateScore: 50,
        publicScore: 50,
        verifiedCount: 1,
      });
      const announced = (await tricks.outboxRows<ProgressChangedV1>(EVENTS.tricks.progressChanged)).find(
        ({ envelope }) => envelope.data.userId === userId,
      );
      expect(announced?.envelope).toMatchObject({
        correlationId: verified.correlationId,
        data: { trickId: 'fix-4', learned: true, verified: true, points: 50 },
      });

      await tricks.deliver(EVENTS.verification.trickUnverified, decision(userId, 'fix-4'));
      expect(await tricks.call(RPC.tricks.progress, { userId }, caller)).toEqual([
        expect.objectContaining({ trickId: 'fix-4', learned: true, verified: false }),
      ]);
      expect(await tricks.call(RPC.tricks.score, { userId }, caller)).toMatchObject({
        privateScore: 50,
        publicScore: 0,
      });
    });

    it('ignore tricks the catalogue does not have and brand accounts', async () => {
      const { userId } = await tricks.registerUser({ isBrand: true });

      await tricks.deliver(EVENTS.verification.trickVerified, decision(userId, 'fix-1'));
      await tricks.deliver(EVENTS.verification.trickVerified, decision(randomUUID(), 'gone-1'));

      expect(await tricks.call(RPC.tricks.progress, { userId }, callerFor(userId))).toEqual([]);
      expect(await tricks.dataSource.query('SELECT count(*)::int AS count FROM tricks.dead_letters')).toEqual(
        [{ count: 0 }],
      );
    });
  });

  describe('posts.post-created and post-deleted', () => {
    const post = (taggedTricks: string[], daysAgo = 0): PostCreatedV1 => ({
      postId: randomUUID(),
      userId: randomUUID(),
      postType: 'trick_video',
      taggedTricks,
      createdAt: new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString(),
    });

    it('count the tricks posts tagged in the last 30 days, the 5 most tagged first', async () => {
      const posts = [
        post(['fix-2', 'fix-2', 'fix-1']),
        post(['fix-2', 'fix-3']),
        post(['fix-2']),
        post(['fix-1', 'unknown-7']),
        post(['fix-4']),
        post(['fix-5']),
        post(['fix-6']),
        ...Array.from({ length: 4 }, () => post(['fix-6'], TRENDING_WINDOW_DAYS + 1)),
      ];
      for (const created of posts) await tricks.deliver(EVENTS.posts.postCreated, created);

      expect(await tricks.call(RPC.tricks.trending, {})).toEqual([
        { id: 'fix-2', name: 'Kickflip', count: 3 },
        { id: 'fix-1', name: 'Ollie', count: 2 },
        { id: 'fix-4', name: 'Hardflip', count: 1 },
        { id: 'fix-3', name: 'Heelflip', count: 1 },
        { id: 'fix-5', name: 'Laser Flip', count: 1 },
      ]);

      for (const deleted of posts.slice(0, 2)) {
        await tricks.deliver(EVENTS.posts.postDeleted, { postId: deleted.postId, userId: deleted.userId });
      }
      const trending = await tricks.call(RPC.tricks.trending, {});
      expect(trending).toContainEqual({ id: 'fix-2', name: 'Kickflip', count: 1 });
      expect(trending.map(({ id }) => id)).not.toContain('fix-3');
    });
  });
});
