import { errorOf } from '@boonies/testing';
import { ADMIN_EVENTS } from '@boonies/contracts/admin';
import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { MAX_EARNED_WEIGHT, STANDING_DEFAULTS, VERIFICATION_RPC } from '@boonies/contracts/verification';
import { randomUUID } from 'node:crypto';
import { callerFor, signalHash, VerificationTestService } from './support/verification-test-service';

/** `rpc.verification.standing` and the projections it is worked out from. */
describe('standing', () => {
  let service: VerificationTestService;

  beforeAll(async () => {
    service = await VerificationTestService.start('standing');
  });

  afterAll(() => service?.stop());

  const standingOf = (userId: string, isAdmin = false) =>
    service.call(VERIFICATION_RPC.standing, {}, callerFor(userId, isAdmin));
  const voterRow = async (userId: string) =>
    (
      await service.query(
        `SELECT username, is_trusted AS "isTrusted", address_hash AS "addressHash",
                device_hash AS "deviceHash", signed_up_at AS "signedUpAt"
           FROM verification.voters WHERE user_id = $1`,
        [userId],
      )
    )[0];

  describe('rpc.verification.standing', () => {
    it('answers a new account: no weight, because it is new', async () => {
      const user = await service.registerUser();
      await service.signUp(user.userId);

      const standing = await standingOf(user.userId);

      expect(standing).toEqual({
        weight: 0,
        maxWeight: MAX_EARNED_WEIGHT,
        tier: 'none',
        reasons: ['new_account'],
        facts: {
          accountAgeDays: expect.any(Number),
          verifiedTricks: 0,
          decidedVotes: 0,
          agreedVotes: 0,
          recentWarnings: 0,
        },
        settings: STANDING_DEFAULTS,
      });
      expect(standing.facts.accountAgeDays).toBeLessThan(0.01);
    });

    it('answers an established skater: weight 1, with the facts behind it', async () => {
      const skater = await service.establishedSkater({ ageDays: 45 });

      const standing = await standingOf(skater.profile.userId);

      expect(standing).toMatchObject({
        weight: 1,
        tier: 'established',
        reasons: ['established'],
        facts: { verifiedTricks: 1, decidedVotes: 0, recentWarnings: 0 },
      });
      expect(standing.facts.accountAgeDays).toBeCloseTo(45, 1);
    });

    it('answers an account it never heard of as new, and staff by the session until the profile arrives', async () => {
      expect(await standingOf(randomUUID())).toMatchObject({ weight: 0, reasons: ['new_account'] });
      expect(await standingOf(randomUUID(), true)).toMatchObject({
        weight: 5,
        tier: 'staff',
        reasons: ['staff'],
      });
    });

    it('refuses anonymous callers', async () => {
      expect(await errorOf(service.call(VERIFICATION_RPC.standing, {}))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });

    it('counts a track record of decided votes', async () => {
      const [voter, ...others] = await service.establishedSkaters(3);
      const agreeing = await service.postTrickVideo(['kickflip-record']);
      const disagreeing = await service.postTrickVideo(['heelflip-record']);
      const [{ id: agreeingId }] = await service.call(
        VERIFICATION_RPC.forPost,
        { postId: agreeing.postId },
        voter.caller,
      );
      const [{ id: disagreeingId }] = await service.call(
        VERIFICATION_RPC.forPost,
        { postId: disagreeing.postId },
        voter.caller,
      );
      for (const skater of [voter, ...others])
        await service.call(VERIFICATION_RPC.vote, { id: agreeingId, vote: true }, skater.caller);
      await service.call(VERIFICATION_RPC.vote, { id: disagreeingId, vote: true }, voter.caller);
      await service.reviewPost(disagreeing, 'rejected');

      expect(await standingOf(voter.profile.userId)).toMatchObject({
        facts: { decidedVotes: 2, agreedVotes: 1 },
      });
    });
  });

  describe('admin.user-warned', () => {
    it('lowers standing by one per recent warning, once per case', async () => {
      const skater = await service.establishedSkater();
      const warning = {
        userId: skater.profile.userId,
        caseId: randomUUID(),
        targetType: 'post' as const,
        note: 'Spam',
      };

      const envelope = await service.deliver(ADMIN_EVENTS.userWarned, warning);
      await service.redeliver(ADMIN_EVENTS.userWarned, envelope);
      await service.deliver(ADMIN_EVENTS.userWarned, warning);

      expect(await standingOf(skater.profile.userId)).toMatchObject({
        weight: 0,
        tier: 'none',
        reasons: ['established', 'warned'],
        facts: { recentWarnings: 1 },
      });
    });

    it('forgets warnings older than the window', async () => {
      const skater = await service.establishedSkater();
      await service.deliver(
        ADMIN_EVENTS.userWarned,
        { userId: skater.profile.userId, caseId: randomUUID(), targetType: 'reply', note: null },
        new Date(Date.now() - (STANDING_DEFAULTS.windowDays + 1) * 86_400_000),
      );
      expect(await standingOf(skater.profile.userId)).toMatchObject({
        weight: 1,
        facts: { recentWarnings: 0 },
      });
    });
  });

  describe('auth.user-signed-up and the profile events', () => {
    it('keep each other’s columns whichever arrives first', async () => {
      const signUpFirst = randomUUID();
      const address = signalHash();
      await service.signUp(signUpFirst, { addressHash: address, deviceHash: null });
      const profile = await service.registerUser({ userId: signUpFirst, isTrusted: true });
      expect(await voterRow(signUpFirst)).toEqual({
        username: profile.username,
        isTrusted: true,
        addressHash: address,
        deviceHash: null,
        signedUpAt: expect.any(Date),
      });

      const profileFirst = await service.registerUser();
      const device = signalHash();
      await service.signUp(profileFirst.userId, { deviceHash: device });
      await service.deliver(AUTH_EVENTS.userUpdated, {
        ...profileFirst,
        username: 'renamed-skater',
        updatedAt: new Date(Date.now() + 1000).toISOString(),
      });
      expect(await voterRow(profileFirst.userId)).toMatchObject({
        username: 'renamed-skater',
        deviceHash: device,
        signedUpAt: expect.any(Date),
      });
    });

    /** A make vote on a new trick video by an account this service has not heard of. */
    async function voteAsStranger(userId: string, trickId: string): Promise<void> {
      const post = await service.postTrickVideo([trickId]);
      const [{ id }] = await service.call(
        VERIFICATION_RPC.forPost,
        { postId: post.postId },
        callerFor(userId),
      );
      await service.call(VERIFICATION_RPC.vote, { id, vote: true }, callerFor(userId));
    }

    it('date an account first seen in a vote from that vote, weighing it as a new account’s', async () => {
      const userId = randomUUID();
      const before = Date.now();
      await voteAsStranger(userId, 'ollie-first-seen');

      const [seen] = await service.query(
        `SELECT extract(epoch FROM v.first_seen_at) * 1000 AS "firstSeenMs", vote.weight
           FROM verification.voters v JOIN verification.votes vote ON vote.user_id = v.user_id
          WHERE v.user_id = $1`,
        [userId],
      );
      expect(Number(seen.firstSeenMs)).toBeGreaterThanOrEqual(before - 1000);
      expect(Number(seen.firstSeenMs)).toBeLessThanOrEqual(Date.now() + 1000);
      expect(seen.weight).toBe(0);
    });

    it('date an account by its sign-up, not by when it was first seen here', async () => {
      const userId = randomUUID();
      // A vote makes the account known here; its sign-up arrives later.
      await voteAsStranger(userId, 'ollie-seen');
      expect((await standingOf(userId)).facts.accountAgeDays).toBeLessThan(0.01);
      await service.signUp(userId, { signedUpAt: new Date(Date.now() - 10 * 86_400_000).toISOString() });
      expect((await standingOf(userId)).facts.accountAgeDays).toBeCloseTo(10, 1);
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
