import { POSTS_EVENTS } from '@boonies/contracts/posts';
import {
  type TrickVerificationChangedV1,
  VERIFICATION_EVENTS,
  VERIFICATION_RPC,
  type VerificationChangedV1,
  type VerificationDto,
} from '@boonies/contracts/verification';
import { randomUUID } from 'node:crypto';
import { callerFor, VerificationTestService } from './support/verification-test-service';

describe('events the verification service writes', () => {
  let service: VerificationTestService;
  const admin = callerFor(randomUUID(), true);
  const reader = callerFor(randomUUID());

  beforeAll(async () => {
    service = await VerificationTestService.start('events_out');
  });

  afterAll(() => service?.stop());

  const openOne = async (trickId: string, posterId: string = randomUUID()): Promise<VerificationDto> => {
    const post = await service.postTrickVideo([trickId], posterId);
    const [verification] = await service.call(VERIFICATION_RPC.forPost, { postId: post.postId }, reader);
    return verification;
  };
  const vote = (id: string, make: boolean, caller = callerFor(randomUUID())) =>
    service.call(VERIFICATION_RPC.vote, { id, vote: make }, caller);
  const decisionsOf = async (
    definition: typeof VERIFICATION_EVENTS.trickVerified | typeof VERIFICATION_EVENTS.trickUnverified,
    verificationId: string,
  ) =>
    (await service.announced<TrickVerificationChangedV1>(definition)).filter(
      (decision) => decision.verificationId === verificationId,
    );
  const changesOf = async (verificationId: string) =>
    (await service.announced<VerificationChangedV1>(VERIFICATION_EVENTS.verificationChanged)).filter(
      (change) => change.verificationId === verificationId,
    );
  /** Verifies a verification by an admin's decision. */
  const verify = async (verification: VerificationDto) => {
    expect(
      await service.call(VERIFICATION_RPC.decide, { id: verification.id, verdict: 'verified' }, admin),
    ).toMatchObject({ isVerified: true });
  };

  describe('trick-verified', () => {
    it('is written exactly once, by the vote that meets the rule', async () => {
      const poster = randomUUID();
      const verification = await openOne('kickflip-1', poster);
      const voters = await service.establishedSkaters(5);

      const results = [];
      for (const voter of voters.slice(0, 2)) results.push(await vote(verification.id, true, voter.caller));
      expect(await decisionsOf(VERIFICATION_EVENTS.trickVerified, verification.id)).toEqual([]);
      results.push(await vote(verification.id, true, voters[2].caller));
      results.push(await vote(verification.id, true, voters[3].caller));
      results.push(await vote(verification.id, false, voters[4].caller));

      expect(results.map(({ autoVerified }) => autoVerified)).toEqual([false, false, true, false, false]);
      expect(results.map(({ isVerified }) => isVerified)).toEqual([false, false, true, true, true]);
      expect(await decisionsOf(VERIFICATION_EVENTS.trickVerified, verification.id)).toEqual([
        {
          verificationId: verification.id,
          postId: verification.postId,
          userId: poster,
          trickId: 'kickflip-1',
        },
      ]);
      const changes = await changesOf(verification.id);
      expect(changes.map(({ revision }) => revision)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(changes.map(({ autoVerified }) => autoVerified)).toEqual([
        false,
        false,
        false,
        true,
        false,
        false,
      ]);
      expect(changes.at(-1)).toMatchObject({ votesFor: 4, votesAgainst: 1, isVerified: true });
    });
  });

  describe('trick-unverified', () => {
    it('is written when an admin removes the verification of a verified trick', async () => {
      const poster = randomUUID();
      const verification = await openOne('tre-flip-1', poster);
      await verify(verification);

      await service.call(VERIFICATION_RPC.remove, { id: verification.id }, admin);

      expect(await decisionsOf(VERIFICATION_EVENTS.trickUnverified, verification.id)).toEqual([
        {
          verificationId: verification.id,
          postId: verification.postId,
          userId: poster,
          trickId: 'tre-flip-1',
        },
      ]);
      const [row] = (
        await service.outboxRows<TrickVerificationChangedV1>(VERIFICATION_EVENTS.trickUnverified)
      ).filter(({ envelope }) => envelope.data.verificationId === verification.id);
      expect(row.envelope).toMatchObject({ actorId: admin.userId, producer: 'verification' });
    });

    it('is not written while another verified video of the same poster keeps the trick verified', async () => {
      const poster = randomUUID();
      const first = await openOne('varial-1', poster);
      const second = await openOne('varial-1', poster);
      const unverifiedThird = await openOne('varial-1', poster);
      await verify(first);
      await verify(second);

      await service.call(VERIFICATION_RPC.remove, { id: first.id }, admin);
      await service.call(VERIFICATION_RPC.remove, { id: unverifiedThird.id }, admin);
      expect(await decisionsOf(VERIFICATION_EVENTS.trickUnverified, first.id)).toEqual([]);
      expect(await decisionsOf(VERIFICATION_EVENTS.trickUnverified, unverifiedThird.id)).toEqual([]);

      // Another skater's verified video of the trick does not keep this poster's.
      await verify(await openOne('varial-1'));
      await service.deliver(POSTS_EVENTS.postDeleted, { postId: second.postId, userId: poster });
      expect(await decisionsOf(VERIFICATION_EVENTS.trickUnverified, second.id)).toEqual([
        { verificationId: second.id, postId: second.postId, userId: poster, trickId: 'varial-1' },
      ]);
    });

    it('is not written when removing a verification that was never verified', async () => {
      const verification = await openOne('pop-shuvit-1');
      await vote(verification.id, true);
      await service.call(VERIFICATION_RPC.remove, { id: verification.id }, admin);

      expect(await decisionsOf(VERIFICATION_EVENTS.trickUnverified, verification.id)).toEqual([]);
      expect((await changesOf(verification.id)).at(-1)).toMatchObject({ removed: true, revision: 3 });
    });
  });

  describe('concurrency', () => {
    it('counts 10 simultaneous votes, none lost, and verifies once', async () => {
      const verification = await openOne('impossible-1');
      const voters = await service.establishedSkaters(10);

      const results = await Promise.all(voters.map(({ caller }) => vote(verification.id, true, caller)));

      expect(results.filter(({ autoVerified }) => autoVerified)).toHaveLength(1);
      expect(results.map(({ votesFor }) => votesFor).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      expect(await service.call(VERIFICATION_RPC.get, { id: verification.id }, reader)).toMatchObject({
        votesFor: 10,
        weightedFor: 10,
        isVerified: true,
      });
      expect(await decisionsOf(VERIFICATION_EVENTS.trickVerified, verification.id)).toHaveLength(1);
      const revisions = (await changesOf(verification.id)).map(({ revision }) => revision);
      expect(revisions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    });

    it('keeps one vote per voter when the same voter votes 10 times at once', async () => {
      const verification = await openOne('bigspin-1');
      const voter = callerFor(randomUUID());

      await Promise.all(
        Array.from({ length: 10 }, (_, index) => vote(verification.id, index % 2 === 0, voter)),
      );

      const stored = await service.dataSource.query(
        'SELECT count(*)::int AS count FROM verification.votes WHERE verification_id = $1',
        [verification.id],
      );
      expect(stored).toEqual([{ count: 1 }]);
      const { votesFor, votesAgainst } = await service.call(
        VERIFICATION_RPC.get,
        { id: verification.id },
        reader,
      );
      expect(votesFor + votesAgainst).toBe(1);
    });

    it('un-verifies the trick when the last two verified videos are removed at the same time', async () => {
      const poster = randomUUID();
      const first = await openOne('laser-flip-1', poster);
      const second = await openOne('laser-flip-1', poster);
      await verify(first);
      await verify(second);

      await Promise.all(
        [first, second].map(({ id }) => service.call(VERIFICATION_RPC.remove, { id }, admin)),
      );

      const unverified = [
        ...(await decisionsOf(VERIFICATION_EVENTS.trickUnverified, first.id)),
        ...(await decisionsOf(VERIFICATION_EVENTS.trickUnverified, second.id)),
      ];
      expect(unverified).toHaveLength(1);
    });
  });
});

describe('configured thresholds', () => {
  let service: VerificationTestService;

  beforeAll(async () => {
    service = await VerificationTestService.start('thresholds', {
      env: {
        AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES: '2',
        AUTO_VERIFY_MIN_VOTERS: '2',
        AUTO_VERIFY_MIN_MAKE_SHARE: '1',
        // Out of reach here, so the share alone decides.
        AUTO_VERIFY_CONTEST_MIN_FAKE_WEIGHT: '100',
      },
    });
  });

  afterAll(() => service?.stop());

  it('verifies with 2 weighted make votes and no fake vote at all', async () => {
    const post = await service.postTrickVideo(['ollie-1']);
    const reader = callerFor(randomUUID());
    const [verification] = await service.call(VERIFICATION_RPC.forPost, { postId: post.postId }, reader);
    const voters = await service.establishedSkaters(5);
    const vote = (id: string, make: boolean, index: number) =>
      service.call(VERIFICATION_RPC.vote, { id, vote: make }, voters[index].caller);

    expect(await vote(verification.id, false, 0)).toMatchObject({ isVerified: false });
    expect(await vote(verification.id, true, 1)).toMatchObject({ isVerified: false });
    // 2 of 3 weighted votes: under 100 %.
    expect(await vote(verification.id, true, 2)).toMatchObject({ isVerified: false });
    expect(await service.call(VERIFICATION_RPC.get, { id: verification.id }, reader)).toMatchObject({
      progress: { state: 'open', makeVoters: 2, votersNeeded: 0, weightNeeded: 0, makeShareMet: false },
    });

    const other = await service.postTrickVideo(['ollie-1']);
    const [clean] = await service.call(VERIFICATION_RPC.forPost, { postId: other.postId }, reader);
    expect(await vote(clean.id, true, 3)).toMatchObject({ isVerified: false });
    expect(await vote(clean.id, true, 4)).toMatchObject({ isVerified: true, autoVerified: true });
  });

  it('weighs nothing from accounts younger than the configured age', async () => {
    const post = await service.postTrickVideo(['ollie-2']);
    const [verification] = await service.call(
      VERIFICATION_RPC.forPost,
      { postId: post.postId },
      callerFor(randomUUID()),
    );
    // Six days old: under the default week.
    const young = await service.establishedSkater({ ageDays: 6 });
    await service.call(VERIFICATION_RPC.vote, { id: verification.id, vote: true }, young.caller);
    expect(await service.call(VERIFICATION_RPC.get, { id: verification.id }, young.caller)).toMatchObject({
      votesFor: 1,
      weightedFor: 0,
      progress: { discountedVotes: 1 },
    });
  });
});

describe('a fractional minimum account age', () => {
  let service: VerificationTestService;

  beforeAll(async () => {
    service = await VerificationTestService.start('account_age', {
      env: { STANDING_MIN_ACCOUNT_AGE_DAYS: '0.0003' },
    });
  });

  afterAll(() => service?.stop());

  it('lets accounts a minute old vote with standing', async () => {
    const minuteOld = await service.establishedSkater({ ageDays: 60 / 86_400 });
    expect(await service.call(VERIFICATION_RPC.standing, {}, minuteOld.caller)).toMatchObject({
      weight: 1,
      reasons: ['established'],
      settings: { minAccountAgeDays: 0.0003 },
    });
  });
});
