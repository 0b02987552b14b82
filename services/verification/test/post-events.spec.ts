import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { type PostCreatedV1, type PostReviewedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import {
  type TrickVerificationChangedV1,
  VERIFICATION_EVENTS,
  VERIFICATION_RPC,
  type VerificationChangedV1,
} from '@boonies/contracts/verification';
import { buildEventEnvelope } from '@boonies/messaging';
import { randomUUID } from 'node:crypto';
import { callerFor, trickVideo, VerificationTestService } from './support/verification-test-service';

describe('events from the posts and auth services', () => {
  let service: VerificationTestService;
  const reader = callerFor(randomUUID());

  beforeAll(async () => {
    service = await VerificationTestService.start('events_in');
  });

  afterAll(() => service?.stop());

  const forPost = (postId: string) => service.call(VERIFICATION_RPC.forPost, { postId }, reader);
  /** The `verification-changed` payloads of one post, oldest first. */
  const changesOf = async (postId: string) =>
    (await service.announced<VerificationChangedV1>(VERIFICATION_EVENTS.verificationChanged)).filter(
      (change) => change.postId === postId,
    );
  const decisionsOf = async (
    definition: typeof VERIFICATION_EVENTS.trickVerified | typeof VERIFICATION_EVENTS.trickUnverified,
    postId: string,
  ) => (await service.announced<TrickVerificationChangedV1>(definition)).filter((d) => d.postId === postId);
  const review = (
    postId: string,
    verificationStatus: PostReviewedV1['verificationStatus'],
  ): PostReviewedV1 => ({
    postId,
    userId: randomUUID(),
    verificationStatus,
    isVerified: verificationStatus === 'approved',
  });

  describe('posts.post-created', () => {
    it('opens one verification per tagged trick of a trick video, announced at revision 1', async () => {
      const post = await service.postTrickVideo(['ollie-1', 'kickflip-1', 'ollie-1']);

      const opened = await forPost(post.postId);
      expect(opened.map(({ trickId, posterId }) => [trickId, posterId])).toEqual([
        ['ollie-1', post.userId],
        ['kickflip-1', post.userId],
      ]);
      expect(await changesOf(post.postId)).toEqual(
        opened.map((verification) => ({
          verificationId: verification.id,
          postId: post.postId,
          trickId: verification.trickId,
          posterId: post.userId,
          votesFor: 0,
          votesAgainst: 0,
          isVerified: false,
          removed: false,
          autoVerified: false,
          weightedFor: 0,
          weightedAgainst: 0,
          rejected: false,
          revision: 1,
        })),
      );
    });

    it('opens nothing twice when the same event is delivered again, or the post announced again', async () => {
      const post = trickVideo(['heelflip-1', 'manual-1']);
      const envelope = buildEventEnvelope(POSTS_EVENTS.postCreated, post, {
        producer: 'posts',
        correlationId: randomUUID(),
      });

      await service.publishEnvelope(POSTS_EVENTS.postCreated, envelope);
      await service.handled(envelope.id);
      // Past JetStream's duplicate window the same event can arrive again: the inbox stops it.
      await service.publishEnvelope(POSTS_EVENTS.postCreated, envelope, randomUUID());
      // A second event about the same post (the posts service announcing it again) opens nothing either.
      await service.deliver(POSTS_EVENTS.postCreated, post);
      await service.postTrickVideo(['manual-1']); // a later event, to know the redelivery was handled

      expect((await forPost(post.postId)).map(({ trickId }) => trickId)).toEqual(['heelflip-1', 'manual-1']);
      expect(await changesOf(post.postId)).toHaveLength(2);
      expect(
        await service.dataSource.query(
          'SELECT count(*)::int AS count FROM verification.inbox WHERE event_id = $1',
          [envelope.id],
        ),
      ).toEqual([{ count: 1 }]);
    });

    it.each(['text', 'image', 'video', 'reply'] as const)('opens none for a %s post', async (postType) => {
      const post: PostCreatedV1 = { ...trickVideo(['ollie-1']), postType };
      await service.deliver(POSTS_EVENTS.postCreated, post);

      expect(await forPost(post.postId)).toEqual([]);
      expect(await changesOf(post.postId)).toEqual([]);
    });
  });

  describe('posts.post-deleted', () => {
    it("removes the post's verifications and their votes, and leaves other posts alone", async () => {
      const post = await service.postTrickVideo(['ollie-1', 'kickflip-1']);
      const other = await service.postTrickVideo(['ollie-1'], post.userId);
      const [first] = await forPost(post.postId);
      await service.call(VERIFICATION_RPC.vote, { id: first.id, vote: true }, callerFor(randomUUID()));

      await service.deliver(POSTS_EVENTS.postDeleted, { postId: post.postId, userId: post.userId });

      expect(await forPost(post.postId)).toEqual([]);
      expect(await forPost(other.postId)).toHaveLength(1);
      expect(
        await service.dataSource.query(
          'SELECT count(*)::int AS count FROM verification.votes WHERE verification_id = $1',
          [first.id],
        ),
      ).toEqual([{ count: 0 }]);
      expect((await changesOf(post.postId)).slice(-2)).toEqual([
        expect.objectContaining({ trickId: 'ollie-1', removed: true, votesFor: 1, revision: 3 }),
        expect.objectContaining({ trickId: 'kickflip-1', removed: true, revision: 2 }),
      ]);
      // Nothing was verified, so nothing is un-verified.
      expect(await decisionsOf(VERIFICATION_EVENTS.trickUnverified, post.postId)).toEqual([]);
    });

    it('does nothing for a post without verifications', async () => {
      const postId = randomUUID();
      await service.deliver(POSTS_EVENTS.postDeleted, { postId, userId: randomUUID(), postType: 'text' });
      expect(await changesOf(postId)).toEqual([]);
    });
  });

  describe('posts.post-reviewed', () => {
    it('approval verifies every verification of the post, once; voting goes on', async () => {
      const post = await service.postTrickVideo(['ollie-1', 'kickflip-1']);

      await service.deliver(POSTS_EVENTS.postReviewed, review(post.postId, 'approved'));
      await service.deliver(POSTS_EVENTS.postReviewed, review(post.postId, 'approved'));

      const verified = await forPost(post.postId);
      expect(verified).toEqual([
        expect.objectContaining({ trickId: 'ollie-1', isVerified: true, verifiedAt: expect.any(String) }),
        expect.objectContaining({ trickId: 'kickflip-1', isVerified: true }),
      ]);
      expect(await decisionsOf(VERIFICATION_EVENTS.trickVerified, post.postId)).toEqual(
        verified.map(({ id, trickId }) => ({
          verificationId: id,
          postId: post.postId,
          userId: post.userId,
          trickId,
        })),
      );
      expect(
        await service.call(
          VERIFICATION_RPC.vote,
          { id: verified[0].id, vote: false },
          callerFor(randomUUID()),
        ),
      ).toMatchObject({ votesAgainst: 1, isVerified: true, autoVerified: false });
    });

    it('rejection un-verifies every verification, and votes no longer verify them', async () => {
      const post = await service.postTrickVideo(['ollie-1', 'kickflip-1']);
      await service.deliver(POSTS_EVENTS.postReviewed, review(post.postId, 'approved'));

      await service.deliver(POSTS_EVENTS.postReviewed, review(post.postId, 'rejected'));

      const rejected = await forPost(post.postId);
      expect(rejected.map(({ isVerified, verifiedAt }) => [isVerified, verifiedAt])).toEqual([
        [false, null],
        [false, null],
      ]);
      expect(
        (await decisionsOf(VERIFICATION_EVENTS.trickUnverified, post.postId)).map((d) => d.trickId),
      ).toEqual(['ollie-1', 'kickflip-1']);
      const admin = callerFor(randomUUID(), true);
      expect(
        await service.call(VERIFICATION_RPC.vote, { id: rejected[0].id, vote: true }, admin),
      ).toMatchObject({
        isVerified: false,
        autoVerified: false,
      });

      // A later approval overrules the rejection.
      await service.deliver(POSTS_EVENTS.postReviewed, review(post.postId, 'approved'));
      expect((await forPost(post.postId)).every(({ isVerified }) => isVerified)).toBe(true);
    });

    it('setting a post back to pending changes nothing', async () => {
      const post = await service.postTrickVideo(['ollie-1']);
      await service.deliver(POSTS_EVENTS.postReviewed, review(post.postId, 'approved'));
      await service.deliver(POSTS_EVENTS.postReviewed, review(post.postId, 'pending'));

      expect(await forPost(post.postId)).toEqual([expect.objectContaining({ isVerified: true })]);
      expect(await changesOf(post.postId)).toHaveLength(2);
    });
  });

  describe('auth.user-registered and user-updated', () => {
    it('keep the voter roles, ignoring an older revision that arrives late', async () => {
      const trusted = await service.registerUser({ isTrusted: true, updatedAt: '2026-01-02T00:00:00.000Z' });
      await service.deliver(AUTH_EVENTS.userUpdated, {
        ...trusted,
        isTrusted: false,
        updatedAt: '2026-01-01T00:00:00.000Z',
      });
      const post = await service.postTrickVideo(['ollie-1']);
      const [verification] = await forPost(post.postId);

      await service.call(
        VERIFICATION_RPC.vote,
        { id: verification.id, vote: true },
        callerFor(trusted.userId),
      );
      expect(await service.call(VERIFICATION_RPC.get, { id: verification.id }, reader)).toMatchObject({
        weightedFor: 5,
      });

      await service.deliver(AUTH_EVENTS.userUpdated, {
        ...trusted,
        isTrusted: false,
        updatedAt: '2026-01-03T00:00:00.000Z',
      });
      await service.call(
        VERIFICATION_RPC.vote,
        { id: verification.id, vote: false },
        callerFor(trusted.userId),
      );
      // No longer trusted, a brand-new account without a verified trick has no standing: it weighs nothing.
      expect(await service.call(VERIFICATION_RPC.get, { id: verification.id }, reader)).toMatchObject({
        votesFor: 0,
        votesAgainst: 1,
        weightedFor: 0,
        weightedAgainst: 0,
      });
    });
  });

  describe('dead letters', () => {
    it('none: every event above was handled', async () => {
      expect(
        await service.dataSource.query('SELECT count(*)::int AS count FROM verification.dead_letters'),
      ).toEqual([{ count: 0 }]);
    });
  });
});
