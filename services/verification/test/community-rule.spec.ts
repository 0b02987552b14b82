import {
  type TrickVerificationChangedV1,
  VERIFICATION_EVENTS,
  VERIFICATION_RPC,
  type VerificationChangedV1,
  type VerificationDto,
} from '@boonies/contracts/verification';
import { randomUUID } from 'node:crypto';
import { callerFor, signalHash, VerificationTestService } from './support/verification-test-service';

const HOUR_IN_DAYS = 1 / 24;

/** The community rule against the real service: who can verify a trick, and who cannot. */
describe('the community rule', () => {
  let service: VerificationTestService;
  const reader = callerFor(randomUUID());

  beforeAll(async () => {
    service = await VerificationTestService.start('community_rule');
  });

  afterAll(() => service?.stop());

  const openOne = async (posterId: string = randomUUID()): Promise<VerificationDto> => {
    const post = await service.postTrickVideo(['hardflip-1'], posterId);
    const [verification] = await service.call(VERIFICATION_RPC.forPost, { postId: post.postId }, reader);
    return verification;
  };
  const vote = (id: string, make: boolean, caller = callerFor(randomUUID())) =>
    service.call(VERIFICATION_RPC.vote, { id, vote: make }, caller);
  const get = (id: string) => service.call(VERIFICATION_RPC.get, { id }, reader);
  const verifiedEvents = async (verificationId: string) =>
    (await service.announced<TrickVerificationChangedV1>(VERIFICATION_EVENTS.trickVerified)).filter(
      (decision) => decision.verificationId === verificationId,
    );

  it('six accounts created the same day cannot verify, whatever their tricks', async () => {
    const verification = await openOne();
    for (let index = 0; index < 6; index++) {
      // Each from an address and device of its own, each with a verified trick: only their age is against them.
      const skater = await service.establishedSkater({ ageDays: index * HOUR_IN_DAYS });
      expect(await vote(verification.id, true, skater.caller)).toMatchObject({
        isVerified: false,
        autoVerified: false,
        counts: false,
        notCountedBecause: 'new_account',
      });
    }

    expect(await get(verification.id)).toMatchObject({
      votesFor: 6,
      weightedFor: 0,
      isVerified: false,
      progress: { state: 'open', makeVoters: 0, votersNeeded: 3, weightNeeded: 3, discountedVotes: 6 },
    });
    expect(await verifiedEvents(verification.id)).toEqual([]);
  });

  it('three established skaters verify, and the toast flag is set exactly once', async () => {
    const verification = await openOne();
    const skaters = await service.establishedSkaters(4);

    const results = [];
    for (const skater of skaters) results.push(await vote(verification.id, true, skater.caller));

    expect(results.map(({ autoVerified }) => autoVerified)).toEqual([false, false, true, false]);
    const changes = (
      await service.announced<VerificationChangedV1>(VERIFICATION_EVENTS.verificationChanged)
    ).filter((change) => change.verificationId === verification.id);
    expect(changes.filter(({ autoVerified }) => autoVerified)).toEqual([
      expect.objectContaining({ votesFor: 3, isVerified: true }),
    ]);
    expect(await verifiedEvents(verification.id)).toHaveLength(1);
    expect(await get(verification.id)).toMatchObject({
      weightedFor: 4,
      isVerified: true,
      progress: { state: 'verified', decidedBy: 'community', makeVoters: 4, makeShareMet: true },
    });
  });

  it('counts accounts that signed up from one address within a day once', async () => {
    const verification = await openOne();
    const address = signalHash();
    for (const ageDays of [60, 60 + 2 * HOUR_IN_DAYS, 60 + 20 * HOUR_IN_DAYS]) {
      const lookAlike = await service.establishedSkater({ ageDays, signUp: { addressHash: address } });
      expect(await vote(verification.id, true, lookAlike.caller)).toMatchObject({ isVerified: false });
    }
    expect(await get(verification.id)).toMatchObject({
      votesFor: 3,
      weightedFor: 1,
      progress: { makeVoters: 1, votersNeeded: 2, discountedVotes: 2 },
    });

    // One address a month apart is no look-alike: it counts on its own.
    const later = await service.establishedSkater({ ageDays: 30, signUp: { addressHash: address } });
    expect(await vote(verification.id, true, later.caller)).toMatchObject({ isVerified: false });
    const [another] = await service.establishedSkaters(1);
    expect(await vote(verification.id, true, another.caller)).toMatchObject({
      isVerified: true,
      autoVerified: true,
    });
  });

  it('counts one device shared by accounts once', async () => {
    const verification = await openOne();
    const device = signalHash();
    for (let index = 0; index < 3; index++) {
      const lookAlike = await service.establishedSkater({ signUp: { deviceHash: device } });
      await vote(verification.id, true, lookAlike.caller);
    }
    expect(await get(verification.id)).toMatchObject({
      isVerified: false,
      progress: { makeVoters: 1, discountedVotes: 2 },
    });
  });

  it("counts nothing from the poster's look-alike accounts", async () => {
    const poster = await service.registerUser();
    const address = signalHash();
    const signedUpAt = new Date(Date.now() - 60 * 86_400_000);
    await service.signUp(poster.userId, { addressHash: address, signedUpAt: signedUpAt.toISOString() });
    const verification = await openOne(poster.userId);
    const sockPuppet = await service.establishedSkater({
      ageDays: 60 - 3 * HOUR_IN_DAYS,
      signUp: { addressHash: address },
    });
    const honest = await service.establishedSkaters(2);

    await vote(verification.id, true, sockPuppet.caller);
    for (const skater of honest) await vote(verification.id, true, skater.caller);

    expect(await get(verification.id)).toMatchObject({
      votesFor: 3,
      weightedFor: 2,
      isVerified: false,
      progress: { makeVoters: 2, votersNeeded: 1, discountedVotes: 1 },
    });
  });
});
