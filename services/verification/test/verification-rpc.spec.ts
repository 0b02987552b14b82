import { errorOf } from '@boonies/testing';
import {
  VERIFICATION_EVENTS,
  VERIFICATION_MESSAGES,
  VERIFICATION_RPC,
  type VerificationChangedV1,
  type VerificationDto,
} from '@boonies/contracts/verification';
import { randomUUID } from 'node:crypto';
import { callerFor, VerificationTestService } from './support/verification-test-service';

describe('rpc.verification.*', () => {
  let service: VerificationTestService;
  const admin = callerFor(randomUUID(), true);
  const skater = () => callerFor(randomUUID());

  beforeAll(async () => {
    service = await VerificationTestService.start('rpc');
  });

  afterAll(() => service?.stop());

  /** A trick video with one tagged trick, and its verification. */
  const openOne = async (posterId: string = randomUUID()): Promise<VerificationDto> => {
    const post = await service.postTrickVideo(['kickflip-1'], posterId);
    const [verification] = await service.call(VERIFICATION_RPC.forPost, { postId: post.postId }, skater());
    return verification;
  };

  describe('for-post and get', () => {
    it("lists a post's verifications in the order its tricks were tagged, each with an empty tally", async () => {
      const poster = randomUUID();
      const post = await service.postTrickVideo(['trans-3', 'man-1', 'sg-2'], poster);

      const list = await service.call(VERIFICATION_RPC.forPost, { postId: post.postId }, skater());

      expect(list.map(({ trickId }) => trickId)).toEqual(['trans-3', 'man-1', 'sg-2']);
      expect(list[0]).toEqual({
        id: expect.any(String),
        postId: post.postId,
        trickId: 'trans-3',
        posterId: poster,
        votesFor: 0,
        votesAgainst: 0,
        weightedFor: 0,
        weightedAgainst: 0,
        isVerified: false,
        percentage: null,
        verifiedAt: null,
        createdAt: expect.any(String),
        progress: {
          state: 'open',
          decidedBy: null,
          makeVoters: 0,
          votersNeeded: 3,
          weightNeeded: 3,
          makeShareMet: false,
          discountedVotes: 0,
        },
      });
      expect(await service.call(VERIFICATION_RPC.get, { id: list[1].id }, skater())).toEqual(list[1]);
    });

    it('answers an empty list for a post without verifications, and 404 for an unknown verification', async () => {
      expect(await service.call(VERIFICATION_RPC.forPost, { postId: randomUUID() }, skater())).toEqual([]);
      expect(await errorOf(service.call(VERIFICATION_RPC.get, { id: randomUUID() }, skater()))).toEqual({
        code: 'NOT_FOUND',
        error: 'Verification not found',
      });
    });

    it('refuses bad ids, unknown fields and anonymous callers', async () => {
      expect(await errorOf(service.call(VERIFICATION_RPC.forPost, { postId: 'post-1' }, skater()))).toEqual({
        code: 'VALIDATION_FAILED',
        field: 'postId',
        error: 'postId must be a valid post id',
      });
      expect(await errorOf(service.call(VERIFICATION_RPC.get, { id: '42' }, skater()))).toEqual({
        code: 'VALIDATION_FAILED',
        field: 'id',
        error: 'id must be a valid verification id',
      });
      expect(
        await errorOf(service.callUnchecked(VERIFICATION_RPC.get, { id: randomUUID(), extra: 1 }, skater())),
      ).toEqual({ code: 'VALIDATION_FAILED', field: 'extra', error: 'Unknown field: extra' });
      expect(await errorOf(service.call(VERIFICATION_RPC.forPost, { postId: randomUUID() }))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
  });

  describe('vote and my-vote', () => {
    it('lets another skater vote, change their vote, and read it back', async () => {
      const verification = await openOne();
      const [{ caller: voter }, { caller: other }] = await service.establishedSkaters(2);

      expect(await service.call(VERIFICATION_RPC.myVote, { id: verification.id }, voter)).toEqual({
        vote: null,
      });
      expect(await service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: true }, voter)).toEqual({
        verificationId: verification.id,
        vote: true,
        votesFor: 1,
        votesAgainst: 0,
        isVerified: false,
        percentage: 100,
        autoVerified: false,
        counts: true,
        notCountedBecause: null,
      });
      expect(await service.call(VERIFICATION_RPC.myVote, { id: verification.id }, voter)).toEqual({
        vote: true,
      });

      expect(
        await service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: false }, voter),
      ).toMatchObject({ votesFor: 0, votesAgainst: 1, percentage: 0 });
      expect(await service.call(VERIFICATION_RPC.myVote, { id: verification.id }, voter)).toEqual({
        vote: false,
      });
      await service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: true }, other);
      expect(await service.call(VERIFICATION_RPC.get, { id: verification.id }, voter)).toMatchObject({
        votesFor: 1,
        votesAgainst: 1,
        weightedFor: 1,
        weightedAgainst: 1,
        percentage: 50,
        progress: { state: 'open', makeVoters: 1, votersNeeded: 2, weightNeeded: 2, makeShareMet: false },
      });
    });

    it('writes and announces nothing when a skater repeats the vote they have', async () => {
      const verification = await openOne();
      const voter = skater();
      await service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: true }, voter);
      const changes = async () =>
        (await service.announced<VerificationChangedV1>(VERIFICATION_EVENTS.verificationChanged)).filter(
          ({ verificationId }) => verificationId === verification.id,
        );
      const before = await changes();

      expect(
        await service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: true }, voter),
      ).toMatchObject({
        votesFor: 1,
        autoVerified: false,
      });
      expect(await changes()).toEqual(before);
      expect(before.map(({ revision }) => revision)).toEqual([1, 2]);
    });

    it('says at once when a vote weighs nothing yet, and why', async () => {
      const verification = await openOne();
      // A caller the service has never heard of: no verified trick, an account of no age.
      expect(
        await service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: true }, skater()),
      ).toMatchObject({ votesFor: 1, counts: false, notCountedBecause: 'new_account' });
      const [established] = await service.establishedSkaters(1);
      expect(
        await service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: true }, established.caller),
      ).toMatchObject({ votesFor: 2, counts: true, notCountedBecause: null });
    });

    it('refuses the poster with 403', async () => {
      const poster = randomUUID();
      const verification = await openOne(poster);

      for (const caller of [callerFor(poster), callerFor(poster, true)]) {
        expect(
          await errorOf(service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: true }, caller)),
        ).toEqual({ code: 'FORBIDDEN', error: VERIFICATION_MESSAGES.ownPost });
      }
      expect(await service.call(VERIFICATION_RPC.get, { id: verification.id }, skater())).toMatchObject({
        votesFor: 0,
      });
    });

    it('lets established brand accounts vote, with a weight of 1', async () => {
      const verification = await openOne();
      const brand = await service.establishedSkater({ profile: { isBrand: true } });

      expect(
        await service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: true }, brand.caller),
      ).toMatchObject({ votesFor: 1 });
      expect(await service.call(VERIFICATION_RPC.get, { id: verification.id }, skater())).toMatchObject({
        weightedFor: 1,
      });
    });

    it('weighs admins and trusted skaters 5, yet one voter alone never verifies', async () => {
      const trusted = await service.registerUser({ isTrusted: true });
      const byTrusted = await openOne();
      const byAdmin = await openOne();

      expect(
        await service.call(
          VERIFICATION_RPC.vote,
          { id: byTrusted.id, vote: true },
          callerFor(trusted.userId),
        ),
      ).toMatchObject({ votesFor: 1, isVerified: false, autoVerified: false });
      // An admin whose account events have not arrived yet is weighed by the session's admin flag.
      expect(await service.call(VERIFICATION_RPC.vote, { id: byAdmin.id, vote: true }, admin)).toMatchObject({
        isVerified: false,
      });
      expect(await service.call(VERIFICATION_RPC.get, { id: byTrusted.id }, skater())).toMatchObject({
        weightedFor: 5,
        isVerified: false,
        progress: { makeVoters: 1, votersNeeded: 2, weightNeeded: 0, makeShareMet: true },
      });
      // Two established skaters more make the three voters the rule asks for.
      const [first, second] = await service.establishedSkaters(2);
      expect(
        await service.call(VERIFICATION_RPC.vote, { id: byAdmin.id, vote: true }, first.caller),
      ).toMatchObject({ isVerified: false, autoVerified: false });
      expect(
        await service.call(VERIFICATION_RPC.vote, { id: byAdmin.id, vote: true }, second.caller),
      ).toMatchObject({ votesFor: 3, isVerified: true, autoVerified: true });
      expect(await service.call(VERIFICATION_RPC.get, { id: byAdmin.id }, skater())).toMatchObject({
        weightedFor: 7,
        isVerified: true,
        verifiedAt: expect.any(String),
        progress: { state: 'verified', decidedBy: 'community', makeVoters: 3, votersNeeded: 0 },
      });
      // The next vote counts, but it did not verify the trick.
      expect(
        await service.call(VERIFICATION_RPC.vote, { id: byAdmin.id, vote: false }, skater()),
      ).toMatchObject({
        votesFor: 3,
        votesAgainst: 1,
        isVerified: true,
        autoVerified: false,
      });
    });

    it('refuses a vote that is not a boolean, bad or unknown ids, unknown fields and anonymous callers', async () => {
      const verification = await openOne();
      for (const vote of ['true', 1, null, undefined]) {
        expect(
          await errorOf(
            service.callUnchecked(VERIFICATION_RPC.vote, { id: verification.id, vote }, skater()),
          ),
        ).toEqual({
          code: 'VALIDATION_FAILED',
          field: 'vote',
          error: 'vote must be true (make) or false (fake)',
        });
      }
      expect(
        await errorOf(service.call(VERIFICATION_RPC.vote, { id: 'not-a-uuid', vote: true }, skater())),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
      expect(
        await errorOf(
          service.callUnchecked(
            VERIFICATION_RPC.vote,
            { id: verification.id, vote: true, weight: 5 },
            skater(),
          ),
        ),
      ).toEqual({ code: 'VALIDATION_FAILED', field: 'weight', error: 'Unknown field: weight' });
      expect(
        await errorOf(service.call(VERIFICATION_RPC.vote, { id: randomUUID(), vote: true }, skater())),
      ).toEqual({ code: 'NOT_FOUND', error: 'Verification not found' });
      expect(
        await errorOf(service.call(VERIFICATION_RPC.myVote, { id: randomUUID() }, skater())),
      ).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(
        await errorOf(service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: true })),
      ).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await service.call(VERIFICATION_RPC.get, { id: verification.id }, skater())).toMatchObject({
        votesFor: 0,
        votesAgainst: 0,
      });
    });
  });

  describe('remove', () => {
    it('is for admins only: the poster and other skaters get 403', async () => {
      const poster = randomUUID();
      const verification = await openOne(poster);

      for (const caller of [callerFor(poster), skater()]) {
        expect(await errorOf(service.call(VERIFICATION_RPC.remove, { id: verification.id }, caller))).toEqual(
          {
            code: 'FORBIDDEN',
            error: 'Only admins can remove a verification',
          },
        );
      }
      expect(await service.call(VERIFICATION_RPC.get, { id: verification.id }, skater())).toEqual(
        verification,
      );
    });

    it('deletes the verification and its votes, and announces it removed', async () => {
      const verification = await openOne();
      await service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: true }, skater());
      await service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: false }, skater());

      expect(await service.call(VERIFICATION_RPC.remove, { id: verification.id }, admin)).toEqual({
        removed: true,
        id: verification.id,
      });

      expect(
        await errorOf(service.call(VERIFICATION_RPC.get, { id: verification.id }, skater())),
      ).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(
        await service.dataSource.query(
          'SELECT count(*)::int AS count FROM verification.votes WHERE verification_id = $1',
          [verification.id],
        ),
      ).toEqual([{ count: 0 }]);
      const changes = (
        await service.outboxRows<VerificationChangedV1>(VERIFICATION_EVENTS.verificationChanged)
      ).filter(({ envelope }) => envelope.data.verificationId === verification.id);
      expect(changes.at(-1)?.envelope).toMatchObject({
        actorId: admin.userId,
        // An admin-only action: marked for the audit log, naming the verification and the poster.
        asAdmin: true,
        target: { type: 'verification', id: verification.id, ownerId: expect.any(String) },
        data: { removed: true, isVerified: false, votesFor: 1, votesAgainst: 1, revision: 4 },
      });
      // A vote is no admin power: unmarked.
      expect(changes.filter(({ envelope }) => envelope.asAdmin)).toHaveLength(1);
      expect(
        await errorOf(service.call(VERIFICATION_RPC.remove, { id: verification.id }, admin)),
      ).toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('refuses a bad id', async () => {
      expect(await errorOf(service.call(VERIFICATION_RPC.remove, { id: 'x' }, admin))).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'id',
      });
    });
  });
});
