import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { type PostCreatedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { DEFAULT_PREFERENCES, SOCIAL_EVENTS } from '@boonies/contracts/social';
import {
  type ProgressChangedV1,
  TRENDING_WINDOW_DAYS,
  TRICKS_EVENTS,
  TRICKS_RPC,
} from '@boonies/contracts/tricks';
import { type TrickVerificationChangedV1, VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, newProfile, TricksTestService } from './support/tricks-test-service';

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

      const verified = await tricks.deliver(VERIFICATION_EVENTS.trickVerified, decision(userId, 'fix-4'));
      expect(await tricks.call(TRICKS_RPC.progress, { userId }, caller)).toEqual([
        { trickId: 'fix-4', learned: true, verified: true, learnedAt: expect.any(String) },
      ]);
      expect(await tricks.call(TRICKS_RPC.score, { userId }, caller)).toMatchObject({
        privateScore: 50,
        publicScore: 50,
        verifiedCount: 1,
      });
      const announced = (await tricks.outboxRows<ProgressChangedV1>(TRICKS_EVENTS.progressChanged)).find(
        ({ envelope }) => envelope.data.userId === userId,
      );
      expect(announced?.envelope).toMatchObject({
        correlationId: verified.correlationId,
        data: { trickId: 'fix-4', learned: true, verified: true, points: 50 },
      });

      await tricks.deliver(VERIFICATION_EVENTS.trickUnverified, decision(userId, 'fix-4'));
      expect(await tricks.call(TRICKS_RPC.progress, { userId }, caller)).toEqual([
        expect.objectContaining({ trickId: 'fix-4', learned: true, verified: false }),
      ]);
      expect(await tricks.call(TRICKS_RPC.score, { userId }, caller)).toMatchObject({
        privateScore: 50,
        publicScore: 0,
      });
    });

    it('ignore tricks the catalogue does not have and brand accounts', async () => {
      const { userId } = await tricks.registerUser({ isBrand: true });

      await tricks.deliver(VERIFICATION_EVENTS.trickVerified, decision(userId, 'fix-1'));
      await tricks.deliver(VERIFICATION_EVENTS.trickVerified, decision(randomUUID(), 'gone-1'));

      expect(await tricks.call(TRICKS_RPC.progress, { userId }, callerFor(userId))).toEqual([]);
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
      for (const created of posts) await tricks.deliver(POSTS_EVENTS.postCreated, created);

      expect(await tricks.call(TRICKS_RPC.trending, {})).toEqual([
        { id: 'fix-2', name: 'Kickflip', count: 3 },
        { id: 'fix-1', name: 'Ollie', count: 2 },
        { id: 'fix-4', name: 'Hardflip', count: 1 },
        { id: 'fix-3', name: 'Heelflip', count: 1 },
        { id: 'fix-5', name: 'Laser Flip', count: 1 },
      ]);

      for (const deleted of posts.slice(0, 2)) {
        await tricks.deliver(POSTS_EVENTS.postDeleted, { postId: deleted.postId, userId: deleted.userId });
      }
      const trending = await tricks.call(TRICKS_RPC.trending, {});
      expect(trending).toContainEqual({ id: 'fix-2', name: 'Kickflip', count: 1 });
      expect(trending.map(({ id }) => id)).not.toContain('fix-3');
    });
  });

  describe('the access projections: social.blocked, unblocked, preferences-changed and auth.user-updated', () => {
    /** What a read of the skater's score answers the viewer: 'shown' or the error code. */
    const scoreFor = (viewerId: string, userId: string) =>
      tricks.call(TRICKS_RPC.score, { userId }, callerFor(viewerId)).then(
        () => 'shown',
        async (error: unknown) => (await errorOf(Promise.reject(error))).code,
      );
    const at = (secondsFromNow: number) => ({ occurredAt: new Date(Date.now() + secondsFromNow * 1000) });

    it('keep the latest block or unblock, whatever order they arrive in, and turn repeats away', async () => {
      const { userId } = await tricks.registerUser();
      const blockedId = randomUUID();
      const block = { blockerId: userId, blockedId };

      const blocked = await tricks.deliver(SOCIAL_EVENTS.blocked, block, at(0));
      expect(await scoreFor(blockedId, userId)).toBe('NOT_FOUND');
      await tricks.deliver(SOCIAL_EVENTS.unblocked, block, at(10));
      expect(await scoreFor(blockedId, userId)).toBe('shown');
      // The first block again (redelivered), then an older one arriving late: neither undoes the unblock.
      await tricks.redeliver(SOCIAL_EVENTS.blocked, blocked);
      await tricks.deliver(SOCIAL_EVENTS.blocked, block, at(5));
      expect(await scoreFor(blockedId, userId)).toBe('shown');
    });

    it('take the auth service’s copies too, and a change both producers carry once', async () => {
      const { userId } = await tricks.registerUser();
      const blockedId = randomUUID();
      const block = { blockerId: userId, blockedId };

      await tricks.deliver(AUTH_EVENTS.blocked, block, at(0));
      expect(await scoreFor(blockedId, userId)).toBe('NOT_FOUND');
      const unblocked = await tricks.deliverFromBothProducers(SOCIAL_EVENTS.unblocked, block, at(1));
      expect(await scoreFor(blockedId, userId)).toBe('shown');
      const handled = await tricks.dataSource.query('SELECT 1 FROM tricks.inbox WHERE event_id = $1', [
        unblocked.id,
      ]);
      expect(handled).toHaveLength(1);
    });

    it('read a preferences change from before the leaderboard choice existed as the choice on', async () => {
      const { userId } = await tricks.registerUser();
      const { appearOnLeaderboard, ...olderSwitches } = DEFAULT_PREFERENCES.privacy;
      expect(appearOnLeaderboard).toBe(true);

      await tricks.deliver(SOCIAL_EVENTS.preferencesChanged, {
        userId,
        notifications: DEFAULT_PREFERENCES.notifications,
        privacy: { ...olderSwitches, showFollowers: false },
        updatedAt: new Date().toISOString(),
      });

      expect(
        await tricks.dataSource.query(
          'SELECT show_followers, appear_on_leaderboard FROM tricks.preferences WHERE user_id = $1',
          [userId],
        ),
      ).toEqual([{ show_followers: false, appear_on_leaderboard: true }]);
    });

    it('keep a suspension until a newer revision lifts it, and let it end by itself', async () => {
      const user = await tricks.registerUser();
      const revision = (seconds: number, suspendedUntil: string | null) => ({
        ...user,
        suspendedUntil,
        updatedAt: new Date(Date.parse(user.updatedAt) + seconds * 1000).toISOString(),
      });
      const stranger = randomUUID();
      const inADay = new Date(Date.now() + 86_400_000).toISOString();

      await tricks.deliver(AUTH_EVENTS.userUpdated, revision(10, inADay));
      expect(await scoreFor(stranger, user.userId)).toBe('NOT_FOUND');
      expect(await scoreFor(user.userId, user.userId)).toBe('shown');

      await tricks.deliver(AUTH_EVENTS.userUpdated, revision(20, null));
      await tricks.deliver(AUTH_EVENTS.userUpdated, revision(15, inADay));
      expect(await scoreFor(stranger, user.userId)).toBe('shown');

      // A suspension that has run out hides nothing, with no event to end it.
      await tricks.deliver(AUTH_EVENTS.userUpdated, revision(30, new Date(Date.now() - 1000).toISOString()));
      expect(await scoreFor(stranger, user.userId)).toBe('shown');
    });
  });

  describe('auth.users-imported', () => {
    const usernamesOf = async (ids: string[]) =>
      (
        await tricks.query<{ username: string }>(
          'SELECT username FROM tricks.leaderboard_users WHERE user_id = ANY($1) ORDER BY username',
          [ids],
        )
      ).map(({ username }) => username);

    it('ranks every imported account at once, and an older copy never rolls a newer profile back', async () => {
      const known = await tricks.registerUser({ username: 'b-known-renamed' });
      const first = newProfile({ username: 'a-imported' });
      const older = { ...known, username: 'z-known-before', updatedAt: new Date(0).toISOString() };
      await tricks.deliver(AUTH_EVENTS.usersImported, { users: [first, older] });

      expect(await usernamesOf([first.userId, known.userId])).toEqual(['a-imported', 'b-known-renamed']);
      // Its zero score row is what the leaderboard ranks it by.
      expect(
        await tricks.query('SELECT public_score FROM tricks.user_scores WHERE user_id = $1', [first.userId]),
      ).toEqual([{ public_score: 0 }]);
    });
  });
});
