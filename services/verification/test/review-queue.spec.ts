import { errorOf } from '@boonies/testing';
import { ADMIN_EVENTS, type ReportFiledV1 } from '@boonies/contracts/admin';
import {
  type TrickVerificationChangedV1,
  VERIFICATION_EVENTS,
  VERIFICATION_RPC,
  type VerificationChangedV1,
  type VerificationDecidedV1,
  type VerificationDto,
} from '@boonies/contracts/verification';
import { randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES } from '../src/verifications/review.service';
import { callerFor, type Skater, VerificationTestService } from './support/verification-test-service';

/** Contested verifications, the admins' review queue and their final decisions. */
describe('the verification review queue', () => {
  let service: VerificationTestService;
  /** Reports contest only from a skater with standing (see report-contests.spec.ts). */
  let reporter: Skater;
  const admin = callerFor(randomUUID(), true);
  const reader = callerFor(randomUUID());

  beforeAll(async () => {
    service = await VerificationTestService.start('review');
    reporter = await service.establishedSkater();
  });

  afterAll(() => service?.stop());

  const openPost = async (tricks: string[], posterId: string = randomUUID()) => {
    const post = await service.postTrickVideo(tricks, posterId);
    const verifications = await service.call(VERIFICATION_RPC.forPost, { postId: post.postId }, reader);
    return { post, verifications };
  };
  const openOne = async (posterId?: string): Promise<VerificationDto> =>
    (await openPost(['bigflip-1'], posterId)).verifications[0];
  const vote = (id: string, make: boolean, caller = callerFor(randomUUID())) =>
    service.call(VERIFICATION_RPC.vote, { id, vote: make }, caller);
  const get = (id: string) => service.call(VERIFICATION_RPC.get, { id }, reader);
  const queue = async (limit = 100) => service.call(VERIFICATION_RPC.contested, { limit }, admin);
  const inQueue = async (id: string) => (await queue()).find((entry) => entry.verification.id === id);
  const report = (targetId: string, targetType: ReportFiledV1['targetType'] = 'post') =>
    service.deliver(ADMIN_EVENTS.reportFiled, {
      reportId: randomUUID(),
      caseId: randomUUID(),
      targetType,
      targetId,
      reporterId: reporter.profile.userId,
    });
  const decisionsOf = async (
    definition: typeof VERIFICATION_EVENTS.trickVerified | typeof VERIFICATION_EVENTS.trickUnverified,
    verificationId: string,
  ) =>
    (await service.announced<TrickVerificationChangedV1>(definition)).filter(
      (decision) => decision.verificationId === verificationId,
    );

  describe('contested by fake votes', () => {
    it('goes to the queue with every vote and each voter standing, and votes no longer verify it', async () => {
      const verification = await openOne();
      const [faker1, faker2, ...makers] = await service.establishedSkaters(5);
      const newcomer = await service.registerUser();
      await service.signUp(newcomer.userId);

      await vote(verification.id, true, callerFor(newcomer.userId));
      await vote(verification.id, false, faker1.caller);
      expect(await get(verification.id)).toMatchObject({ progress: { state: 'open' } });
      await vote(verification.id, false, faker2.caller);
      expect(await get(verification.id)).toMatchObject({
        weightedAgainst: 2,
        progress: { state: 'contested', decidedBy: null },
      });
      // Three established make votes would pass the rule (3 of 5), but a contested verification waits.
      for (const maker of makers) await vote(verification.id, true, maker.caller);
      expect(await get(verification.id)).toMatchObject({
        votesFor: 4,
        weightedFor: 3,
        isVerified: false,
        progress: { state: 'contested', makeVoters: 3 },
      });
      expect(await decisionsOf(VERIFICATION_EVENTS.trickVerified, verification.id)).toEqual([]);

      const entry = await inQueue(verification.id);
      expect(entry).toMatchObject({
        verification: { id: verification.id, weightedFor: 3, weightedAgainst: 2 },
        reason: 'fake_votes',
        contestedAt: expect.any(String),
      });
      expect(entry?.votes).toEqual([
        {
          voterId: newcomer.userId,
          username: newcomer.username,
          vote: true,
          weight: 0,
          standing: { weight: 0, tier: 'none', reasons: ['new_account'] },
          discounted: true,
          votedAt: expect.any(String),
        },
        expect.objectContaining({
          voterId: faker1.profile.userId,
          username: faker1.profile.username,
          vote: false,
          weight: 1,
          standing: { weight: 1, tier: 'established', reasons: ['established'] },
          discounted: false,
        }),
        expect.objectContaining({ voterId: faker2.profile.userId, vote: false, discounted: false }),
        ...makers.map(({ profile }) =>
          expect.objectContaining({ voterId: profile.userId, vote: true, weight: 1, discounted: false }),
        ),
      ]);
    });

    it('puts a community verification before the admins too, verified until they decide', async () => {
      const verification = await openOne();
      const [maker1, maker2, maker3, faker1, faker2] = await service.establishedSkaters(5);
      for (const maker of [maker1, maker2, maker3]) await vote(verification.id, true, maker.caller);
      for (const faker of [faker1, faker2]) await vote(verification.id, false, faker.caller);

      expect(await get(verification.id)).toMatchObject({
        isVerified: true,
        weightedAgainst: 2,
        progress: { state: 'verified', decidedBy: 'community' },
      });
      expect(await inQueue(verification.id)).toMatchObject({ reason: 'fake_votes' });
    });

    it('stays contested for its first reason when the post is reported later', async () => {
      const { post, verifications } = await openPost(['nollie-1']);
      const fakers = await service.establishedSkaters(2);
      for (const faker of fakers) await vote(verifications[0].id, false, faker.caller);

      await report(post.postId);

      expect(await inQueue(verifications[0].id)).toMatchObject({ reason: 'fake_votes' });
    });
  });

  describe('contested by a report', () => {
    it('puts every undecided verification of a reported trick video in the queue', async () => {
      const { post, verifications } = await openPost(['fs-180-1', 'bs-180-1', 'fakie-1']);
      await service.call(VERIFICATION_RPC.decide, { id: verifications[2].id, verdict: 'verified' }, admin);

      await report(post.postId);

      const reported = await Promise.all(verifications.map(({ id }) => inQueue(id)));
      expect(reported.map((entry) => entry?.reason)).toEqual(['reported', 'reported', undefined]);
      expect(await get(verifications[0].id)).toMatchObject({ progress: { state: 'contested' } });
      const changes = (
        await service.announced<VerificationChangedV1>(VERIFICATION_EVENTS.verificationChanged)
      ).filter((change) => change.postId === post.postId);
      expect(changes.filter(({ revision }) => revision === 2)).toHaveLength(3);
    });

    it('ignores reports of anything but posts', async () => {
      const { verifications } = await openPost(['pivot-1']);
      await report(verifications[0].postId, 'reply');
      expect(await inQueue(verifications[0].id)).toBeUndefined();
    });
  });

  describe('rpc.verification.contested', () => {
    it('lists the longest waiting first, up to the limit', async () => {
      const { post: first } = await openPost(['manual-a']);
      const { post: second } = await openPost(['manual-b']);
      await report(first.postId);
      await report(second.postId);

      const all = await queue();
      const order = all.map(({ verification }) => verification.postId);
      expect(order.indexOf(first.postId)).toBeLessThan(order.indexOf(second.postId));
      const contestedAt = all.map((entry) => Date.parse(entry.contestedAt));
      expect(contestedAt).toEqual([...contestedAt].sort((a, b) => a - b));
      expect(await queue(1)).toEqual([all[0]]);
      expect(await service.call(VERIFICATION_RPC.contested, {}, admin)).toHaveLength(
        Math.min(all.length, 50),
      );
    });

    it('is for admins only, and refuses a bad limit', async () => {
      expect(await errorOf(service.call(VERIFICATION_RPC.contested, {}, reader))).toEqual({
        code: 'FORBIDDEN',
        error: REVIEW_MESSAGES.adminsOnly,
      });
      expect(await errorOf(service.call(VERIFICATION_RPC.contested, {}))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      for (const limit of [0, 101, 2.5]) {
        expect(await errorOf(service.call(VERIFICATION_RPC.contested, { limit }, admin))).toMatchObject({
          code: 'VALIDATION_FAILED',
          field: 'limit',
        });
      }
    });
  });

  describe('rpc.verification.decide', () => {
    it('verifies for good: announced for the audit log, out of the queue, votes change nothing', async () => {
      const poster = randomUUID();
      const { post, verifications } = await openPost(['kickflip-decided'], poster);
      const [verification] = verifications;
      await report(post.postId);

      const decided = await service.call(
        VERIFICATION_RPC.decide,
        { id: verification.id, verdict: 'verified', note: '  Clean landing  ' },
        admin,
      );

      expect(decided).toMatchObject({
        id: verification.id,
        isVerified: true,
        verifiedAt: expect.any(String),
        progress: { state: 'verified', decidedBy: 'admin' },
      });
      expect(await inQueue(verification.id)).toBeUndefined();
      const [announced] = (
        await service.outboxRows<VerificationDecidedV1>(VERIFICATION_EVENTS.verificationDecided)
      ).filter(({ envelope }) => envelope.data.verificationId === verification.id);
      expect(announced.envelope).toMatchObject({
        producer: 'verification',
        actorId: admin.userId,
        asAdmin: true,
        target: { type: 'verification', id: verification.id, ownerId: poster },
        data: {
          verificationId: verification.id,
          postId: post.postId,
          trickId: 'kickflip-decided',
          posterId: poster,
          verdict: 'verified',
          note: 'Clean landing',
        },
      });
      // What follows from the decision is one audit entry, not several.
      const followOn = (
        await service.outboxRows<VerificationChangedV1>(VERIFICATION_EVENTS.verificationChanged)
      ).filter(({ envelope }) => envelope.data.verificationId === verification.id);
      expect(followOn.at(-1)?.envelope).toMatchObject({ actorId: admin.userId, data: { isVerified: true } });
      expect(followOn.at(-1)?.envelope.asAdmin).toBeUndefined();
      expect(await decisionsOf(VERIFICATION_EVENTS.trickVerified, verification.id)).toHaveLength(1);

      // Votes are still taken, but the decision stands.
      const fakers = await service.establishedSkaters(3);
      for (const faker of fakers) {
        expect(await vote(verification.id, false, faker.caller)).toMatchObject({
          isVerified: true,
          autoVerified: false,
        });
      }
      expect(await get(verification.id)).toMatchObject({
        weightedAgainst: 3,
        progress: { state: 'verified', decidedBy: 'admin' },
      });
      expect(await inQueue(verification.id)).toBeUndefined();
    });

    it('rejects a community verification: the trick is un-verified once, and no vote verifies it again', async () => {
      const verification = await openOne();
      const makers = await service.establishedSkaters(4);
      for (const maker of makers.slice(0, 3)) await vote(verification.id, true, maker.caller);
      expect(await get(verification.id)).toMatchObject({ isVerified: true });
      await report(verification.postId);

      const rejected = await service.call(
        VERIFICATION_RPC.decide,
        { id: verification.id, verdict: 'rejected' },
        admin,
      );

      expect(rejected).toMatchObject({
        isVerified: false,
        verifiedAt: null,
        progress: { state: 'rejected', decidedBy: 'admin' },
      });
      expect(await decisionsOf(VERIFICATION_EVENTS.trickUnverified, verification.id)).toHaveLength(1);
      const [announced] = (
        await service.announced<VerificationDecidedV1>(VERIFICATION_EVENTS.verificationDecided)
      ).filter((decision) => decision.verificationId === verification.id);
      expect(announced).toMatchObject({ verdict: 'rejected', note: null });
      expect(await vote(verification.id, true, makers[3].caller)).toMatchObject({
        isVerified: false,
        autoVerified: false,
      });
    });

    it('answers 409 to a second decision, which changes nothing', async () => {
      const verification = await openOne();
      await service.call(VERIFICATION_RPC.decide, { id: verification.id, verdict: 'rejected' }, admin);

      expect(
        await errorOf(
          service.call(VERIFICATION_RPC.decide, { id: verification.id, verdict: 'verified' }, admin),
        ),
      ).toEqual({ code: 'CONFLICT', error: REVIEW_MESSAGES.alreadyDecided });
      expect(await get(verification.id)).toMatchObject({
        isVerified: false,
        progress: { state: 'rejected' },
      });
      const decisions = (
        await service.announced<VerificationDecidedV1>(VERIFICATION_EVENTS.verificationDecided)
      ).filter((decision) => decision.verificationId === verification.id);
      expect(decisions).toHaveLength(1);
    });

    it('is for admins only: the poster, other skaters and anonymous callers are refused', async () => {
      const poster = randomUUID();
      const verification = await openOne(poster);
      const decide = { id: verification.id, verdict: 'verified' as const };

      for (const caller of [callerFor(poster), reader]) {
        expect(await errorOf(service.call(VERIFICATION_RPC.decide, decide, caller))).toEqual({
          code: 'FORBIDDEN',
          error: REVIEW_MESSAGES.adminsOnly,
        });
      }
      expect(await errorOf(service.call(VERIFICATION_RPC.decide, decide))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(await get(verification.id)).toMatchObject({ isVerified: false, progress: { state: 'open' } });
    });

    it('refuses a bad verdict, a long note, a bad or unknown id', async () => {
      const verification = await openOne();
      expect(
        await errorOf(
          service.callUnchecked(VERIFICATION_RPC.decide, { id: verification.id, verdict: 'maybe' }, admin),
        ),
      ).toEqual({
        code: 'VALIDATION_FAILED',
        field: 'verdict',
        error: 'verdict must be verified or rejected',
      });
      expect(
        await errorOf(
          service.call(
            VERIFICATION_RPC.decide,
            { id: verification.id, verdict: 'verified', note: 'x'.repeat(501) },
            admin,
          ),
        ),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'note' });
      expect(
        await errorOf(service.call(VERIFICATION_RPC.decide, { id: 'nope', verdict: 'verified' }, admin)),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
      expect(
        await errorOf(
          service.call(VERIFICATION_RPC.decide, { id: randomUUID(), verdict: 'verified' }, admin),
        ),
      ).toEqual({ code: 'NOT_FOUND', error: 'Verification not found' });
    });
  });

  describe('admin review of the post', () => {
    it('decides every verification of it for good, and takes them out of the queue', async () => {
      const { post, verifications } = await openPost(['ollie-reviewed']);
      await report(post.postId);
      expect(await inQueue(verifications[0].id)).toBeDefined();

      await service.reviewPost(post, 'approved');

      expect(await inQueue(verifications[0].id)).toBeUndefined();
      expect(await get(verifications[0].id)).toMatchObject({
        isVerified: true,
        progress: { state: 'verified', decidedBy: 'admin' },
      });
      expect(
        await errorOf(
          service.call(VERIFICATION_RPC.decide, { id: verifications[0].id, verdict: 'rejected' }, admin),
        ),
      ).toMatchObject({ code: 'CONFLICT' });
    });
  });
});
