import { AUTH_EVENTS, type UserSuspensionChangedV1 } from '@boonies/contracts/auth';
import {
  type TrickVerificationChangedV1,
  VERIFICATION_EVENTS,
  VERIFICATION_RPC,
  type VerificationChangedV1,
  type VerificationDto,
} from '@boonies/contracts/verification';
import { randomUUID } from 'node:crypto';
import { callerFor, type Skater, VerificationTestService } from './support/verification-test-service';

/** A suspension withdraws the skater's votes and undoes the community verifications they carried. */
describe('retroactive correction on suspension', () => {
  let service: VerificationTestService;
  const admin = callerFor(randomUUID(), true);
  const reader = callerFor(randomUUID());

  beforeAll(async () => {
    service = await VerificationTestService.start('correction');
  });

  afterAll(() => service?.stop());

  const openOne = async (trickId: string, posterId: string = randomUUID()): Promise<VerificationDto> => {
    const post = await service.postTrickVideo([trickId], posterId);
    const [verification] = await service.call(VERIFICATION_RPC.forPost, { postId: post.postId }, reader);
    return verification;
  };
  const vote = (id: string, make: boolean, skater: Skater) =>
    service.call(VERIFICATION_RPC.vote, { id, vote: make }, skater.caller);
  const get = (id: string) => service.call(VERIFICATION_RPC.get, { id }, reader);
  const suspension = (skater: Skater, days: number | null): UserSuspensionChangedV1 => ({
    userId: skater.profile.userId,
    username: skater.profile.username,
    suspendedUntil: days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString(),
    days,
    reason: days === null ? null : 'Vote farming',
  });
  const unverifiedOf = async (verificationId: string) =>
    (await service.announced<TrickVerificationChangedV1>(VERIFICATION_EVENTS.trickUnverified)).filter(
      (decision) => decision.verificationId === verificationId,
    );
  const changesOf = async (verificationId: string) =>
    (await service.announced<VerificationChangedV1>(VERIFICATION_EVENTS.verificationChanged)).filter(
      (change) => change.verificationId === verificationId,
    );

  it('withdraws the votes and un-verifies what the community verified with them, once', async () => {
    const poster = randomUUID();
    const carried = await openOne('heelflip-carried', poster);
    const unaffected = await openOne('heelflip-safe', poster);
    const [farmer, ...honest] = await service.establishedSkaters(5);
    for (const skater of [farmer, honest[0], honest[1]]) await vote(carried.id, true, skater);
    for (const skater of [farmer, ...honest]) await vote(unaffected.id, true, skater);
    expect(await get(carried.id)).toMatchObject({ isVerified: true, progress: { decidedBy: 'community' } });

    const envelope = await service.deliver(AUTH_EVENTS.userSuspensionChanged, suspension(farmer, 7));

    expect(await get(carried.id)).toMatchObject({
      votesFor: 2,
      weightedFor: 2,
      isVerified: false,
      verifiedAt: null,
      progress: { state: 'open', decidedBy: null, votersNeeded: 1 },
    });
    expect(await unverifiedOf(carried.id)).toEqual([
      { verificationId: carried.id, postId: carried.postId, userId: poster, trickId: 'heelflip-carried' },
    ]);
    // Four honest make votes still carry the other one.
    expect(await get(unaffected.id)).toMatchObject({ votesFor: 4, isVerified: true });
    expect(await unverifiedOf(unaffected.id)).toEqual([]);
    const withdrawn = await service.query<{ withdrawn: boolean }>(
      'SELECT withdrawn_at IS NOT NULL AS withdrawn FROM verification.votes WHERE user_id = $1',
      [farmer.profile.userId],
    );
    expect(withdrawn).toEqual([{ withdrawn: true }, { withdrawn: true }]);

    // Delivered again, or announced again under another id, it finds nothing left to withdraw.
    const before = await changesOf(carried.id);
    await service.redeliver(AUTH_EVENTS.userSuspensionChanged, envelope);
    await service.deliver(AUTH_EVENTS.userSuspensionChanged, suspension(farmer, 7));
    expect(await changesOf(carried.id)).toEqual(before);
    expect(await unverifiedOf(carried.id)).toHaveLength(1);
    expect(await get(carried.id)).toMatchObject({ votesFor: 2, isVerified: false });
  });

  it("leaves an admin's decision as it is", async () => {
    const verification = await openOne('tre-decided');
    const [farmer, ...others] = await service.establishedSkaters(3);
    for (const skater of [farmer, ...others]) await vote(verification.id, true, skater);
    await service.call(VERIFICATION_RPC.decide, { id: verification.id, verdict: 'verified' }, admin);

    await service.deliver(AUTH_EVENTS.userSuspensionChanged, suspension(farmer, 30));

    expect(await get(verification.id)).toMatchObject({
      votesFor: 2,
      isVerified: true,
      progress: { state: 'verified', decidedBy: 'admin' },
    });
    expect(await unverifiedOf(verification.id)).toEqual([]);
  });

  it('keeps a trick verified when a suspended fake voter is withdrawn', async () => {
    const verification = await openOne('varial-heel');
    const [faker, ...makers] = await service.establishedSkaters(4);
    for (const maker of makers) await vote(verification.id, true, maker);
    await vote(verification.id, false, faker);

    await service.deliver(AUTH_EVENTS.userSuspensionChanged, suspension(faker, 3));

    expect(await get(verification.id)).toMatchObject({ votesFor: 3, votesAgainst: 0, isVerified: true });
    expect(await unverifiedOf(verification.id)).toEqual([]);
  });

  it('withdraws nothing when a suspension is lifted', async () => {
    const verification = await openOne('ollie-lifted');
    const skaters = await service.establishedSkaters(3);
    for (const skater of skaters) await vote(verification.id, true, skater);

    await service.deliver(AUTH_EVENTS.userSuspensionChanged, suspension(skaters[0], null));

    expect(await get(verification.id)).toMatchObject({ votesFor: 3, isVerified: true });
    expect(await service.call(VERIFICATION_RPC.standing, {}, skaters[0].caller)).toMatchObject({
      weight: 1,
      reasons: ['established'],
    });
  });

  it('takes the standing of a suspended skater for the window, and counts a new vote for nothing', async () => {
    const verification = await openOne('kickflip-after');
    const [skater] = await service.establishedSkaters(1);
    await service.deliver(AUTH_EVENTS.userSuspensionChanged, suspension(skater, 1));

    expect(await service.call(VERIFICATION_RPC.standing, {}, skater.caller)).toMatchObject({
      weight: 0,
      reasons: ['recently_suspended'],
    });
    await vote(verification.id, true, skater);
    expect(await get(verification.id)).toMatchObject({ votesFor: 1, weightedFor: 0 });
  });
});
