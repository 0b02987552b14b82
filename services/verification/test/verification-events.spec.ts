import {
  EVENTS,
  RPC,
  type TrickVerificationChangedV1,
  type VerificationChangedV1,
  type VerificationDto,
} from '@boonies/contracts';
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
    const [verification] = await service.call(RPC.verification.forPost, { postId: post.postId }, reader);
    return verification;
  };
  const vote = (id: string, make: boolean, caller = callerFor(randomUUID())) =>
    service.call(RPC.verification.vote, { id, vote: make }, caller);
  const decisionsOf = async (
    definition: typeof EVENTS.verification.trickVerified | typeof EVENTS.verification.trickUnverified,
    verificationId: string,
  ) =>
    (await service.announced<TrickVerificationChangedV1>(definition)).filter(
      (decision) => decision.verificationId === verificationId,
    );
  const changesOf = async (verificationId: string) =>
    (await service.announced<VerificationChangedV1>(EVENTS.verification.verificationChanged)).filter(
      (change) => change.verificationId === verificationId,
    );
  /** Verifies a verification with one admin vote (weight 5). */
  const verify = async (verification: VerificationDto) => {
    expect(await vote(verification.id, true, admin)).toMatchObject({ autoVerified: true });
  };

  describe('trick-verified', () => {
    it('is written exactly once, by the vote that meets the threshold', async () => {
      const poster = randomUUID();
      const verification = await openOne('kickflip-1', poster);

      const results = [];
      for (let count = 0; count < 4; count++) results.push(await vote(verification.id, true));
      expect(await decisionsOf(EVENTS.verification.trickVerified, verification.id)).toEqual([]);
      results.push(await vote(verification.id, true));
      results.push(await vote(verification.id, true));
      results.push(await vote(verification.id, false));

      expect(results.map(({ autoVerified }) => autoVerified)).toEqual([
        false,
        false,
        false,
        false,
        true,
        false,
        false,
      ]);
      expect(results.map(({ isVerified }) => isVerified)).toEqual([
        false,
        false,
        false,
        false,
        true,
        true,
        true,
      ]);
      expect(await decisionsOf(EVENTS.verification.trickVerified, verification.id)).toEqual([
        {
          verificationId: verification.id,
          postId: verification.postId,
          userId: poster,
          trickId: 'kickflip-1',
        },
      ]);
      const changes = await changesOf(verification.id);
      expect(changes.map(({ revision }) => revision)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(changes.map(({ autoVerified }) => autoVerified)).toEqual([
        false,
        false,
        false,
        false,
        false,
        true,
        false,
        false,
      ]);
      expect(changes.at(-1)).toMatchObject({ votesFor: 6, votesAgainst: 1, isVerified: true });
    });

    it('needs the make share as well: 5 make votes against 3 fakes do not verify', async () => {
      const verification = await openOne('heelflip-1');
      for (let count = 0; count < 3; count++) await vote(verification.id, false);
      for (let count = 0; count < 5; count++) await vote(verification.id, true);

      expect(await service.call(RPC.verification.get, { id: verification.id }, reader)).toMatchObject({
        votesFor: 5,
        votesAgainst: 3,
        percentage: 63,
        isVerified: false,
      });
      expect(await vote(verification.id, true)).toMatchObject({ votesFor: 6, isVerified: false });
      // 7 of 10: exactly 70 %.
      expect(await vote(verification.id, true)).toMatchObject({
        votesFor: 7,
        isVerified: true,
        autoVerified: true,
      });
    });
  });

  describe('trick-unverified', () => {
    it('is written when an admin removes the verification of a verified trick', async () => {
      const poster = randomUUID();
      const verification = await openOne('tre-flip-1', poster);
      await verify(verification);

      await service.call(RPC.verification.remove, { id: verification.id }, admin);

      expect(await decisionsOf(EVENTS.verification.trickUnverified, verification.id)).toEqual([
        {
          verificationId: verification.id,
          postId: verification.postId,
          userId: poster,
          trickId: 'tre-flip-1',
        },
      ]);
      const [row] = (
        await service.outboxRows<TrickVerificationChangedV1>(EVENTS.verification.trickUnverified)
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

      await service.call(RPC.verification.remove, { id: first.id }, admin);
      await service.call(RPC.verification.remove, { id: unverifiedThird.id }, admin);
      expect(await decisionsOf(EVENTS.verification.trickUnverified, first.id)).toEqual([]);
      expect(await decisionsOf(EVENTS.verification.trickUnverified, unverifiedThird.id)).toEqual([]);

      // Another skater's verified video of the trick does not keep this poster's.
      await verify(await openOne('varial-1'));
      await service.deliver(EVENTS.posts.postDeleted, { postId: second.postId, userId: poster });
      expect(await decisionsOf(EVENTS.verification.trickUnverified, second.id)).toEqual([
        { verificationId: second.id, postId: second.postId, userId: poster, trickId: 'varial-1' },
      ]);
    });

    it('is not written when removing a verification that was never verified', async () => {
      const verification = await openOne('pop-shuvit-1');
      await vote(verification.id, true);
      await service.call(RPC.verification.remove, { id: verification.id }, admin);

      expect(await decisionsOf(EVENTS.verification.trickUnverified, verification.id)).toEqual([]);
      expect((await changesOf(verification.id)).at(-1)).toMatchObject({ removed: true, revision: 3 });
    });
  });

  describe('concurrency', () => {
    it('counts 10 simultaneous votes, none lost, and verifies once', async () => {
      const verification = await openOne('impossible-1');
      const voters = Array.from({ length: 10 }, () => callerFor(randomUUID()));

      const results = await Promise.all(voters.map((caller) => vote(verification.id, true, caller)));

      expect(results.filter(({ autoVerified }) => autoVerified)).toHaveLength(1);
      expect(results.map(({ votesFor }) => votesFor).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      expect(await service.call(RPC.verification.get, { id: verification.id }, reader)).toMatchObject({
        votesFor: 10,
        weightedFor: 10,
        isVerified: true,
      });
      expect(await decisionsOf(EVENTS.verification.trickVerified, verification.id)).toHaveLength(1);
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
        RPC.verification.get,
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
        [first, second].map(({ id }) => service.call(RPC.verification.remove, { id }, admin)),
      );

      const unverified = [
        ...(await decisionsOf(EVENTS.verification.trickUnverified, first.id)),
        ...(await decisionsOf(EVENTS.verification.trickUnverified, second.id)),
      ];
      expect(unverified).toHaveLength(1);
    });
  });
});

describe('configured thresholds', () => {
  let service: VerificationTestService;

  beforeAll(async () => {
    service = await VerificationTestService.start('thresholds', {
      env: { AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES: '2', AUTO_VERIFY_MIN_MAKE_SHARE: '1' },
    });
  });

  afterAll(() => service?.stop());

  it('verifies with 2 weighted make votes and no fake vote at all', async () => {
    const post = await service.postTrickVideo(['ollie-1']);
    const reader = callerFor(randomUUID());
    const [verification] = await service.call(RPC.verification.forPost, { postId: post.postId }, reader);
    const vote = (make: boolean) =>
      service.call(RPC.verification.vote, { id: verification.id, vote: make }, callerFor(randomUUID()));

    expect(await vote(false)).toMatchObject({ isVerified: false });
    expect(await vote(true)).toMatchObject({ isVerified: false });
    expect(await vote(true)).toMatchObject({ isVerified: false }); // 2 of 3 weighted votes: under 100 %

    const other = await service.postTrickVideo(['ollie-1']);
    const [clean] = await service.call(RPC.verification.forPost, { postId: other.postId }, reader);
    const make = () =>
      service.call(RPC.verification.vote, { id: clean.id, vote: true }, callerFor(randomUUID()));
    expect(await make()).toMatchObject({ isVerified: false });
    expect(await make()).toMatchObject({ isVerified: true, autoVerified: true });
  });
});
