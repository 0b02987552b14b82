import {
  ADMIN_EVENTS,
  type ModerationAction,
  type ReportFiledV1,
  type ReportResolvedV1,
} from '@boonies/contracts/admin';
import {
  type TrickVerificationChangedV1,
  VERIFICATION_EVENTS,
  VERIFICATION_RPC,
  type VerificationChangedV1,
  type VerificationDto,
} from '@boonies/contracts/verification';
import { randomUUID } from 'node:crypto';
import { callerFor, type Skater, VerificationTestService } from './support/verification-test-service';

const MINUTE_MS = 60_000;

/**
 * Reports of trick videos weighed by the reporter's standing, as votes are: a report by an account without
 * standing leaves the verifications alone, one by a skater with standing contests them, and dismissing
 * the last such report releases them to their votes.
 */
describe('reports contesting verifications', () => {
  let service: VerificationTestService;
  const admin = callerFor(randomUUID(), true);
  const reader = callerFor(randomUUID());

  beforeAll(async () => {
    service = await VerificationTestService.start('report-contests');
  });

  afterAll(() => service?.stop());

  const openOne = async (trickId: string): Promise<VerificationDto> => {
    const post = await service.postTrickVideo([trickId]);
    const [verification] = await service.call(VERIFICATION_RPC.forPost, { postId: post.postId }, reader);
    return verification;
  };
  const get = (id: string) => service.call(VERIFICATION_RPC.get, { id }, reader);
  const vote = (id: string, make: boolean, skater: Skater) =>
    service.call(VERIFICATION_RPC.vote, { id, vote: make }, skater.caller);
  const inQueue = async (id: string) =>
    (await service.call(VERIFICATION_RPC.contested, { limit: 100 }, admin)).find(
      (entry) => entry.verification.id === id,
    );
  const changesOf = async (verificationId: string) =>
    (await service.announced<VerificationChangedV1>(VERIFICATION_EVENTS.verificationChanged)).filter(
      (change) => change.verificationId === verificationId,
    );
  const verifiedAnnouncements = async (verificationId: string) =>
    (await service.announced<TrickVerificationChangedV1>(VERIFICATION_EVENTS.trickVerified)).filter(
      (decision) => decision.verificationId === verificationId,
    );

  /** A report of the post as the admin service announces it; its case is a new one unless given. */
  const report = (postId: string, reporterId: string, caseId: string = randomUUID()) =>
    service.deliver(ADMIN_EVENTS.reportFiled, {
      reportId: randomUUID(),
      caseId,
      targetType: 'post',
      targetId: postId,
      reporterId,
    } satisfies ReportFiledV1);
  const resolve = (postId: string, caseId: string, action: ModerationAction, reporterIds: string[]) =>
    service.deliver(ADMIN_EVENTS.reportResolved, {
      caseId,
      targetType: 'post',
      targetId: postId,
      action,
      reporterIds,
    } satisfies ReportResolvedV1);

  /** An account signed up a minute ago: no standing yet. */
  const newcomer = async (): Promise<string> => {
    const profile = await service.registerUser();
    await service.signUp(profile.userId, { signedUpAt: new Date(Date.now() - MINUTE_MS).toISOString() });
    return profile.userId;
  };

  it('leaves the verification open on a report by a one-minute-old account, and votes still verify it', async () => {
    const verification = await openOne('kickflip-new-reporter');

    await report(verification.postId, await newcomer());
    await report(verification.postId, randomUUID());

    expect(await get(verification.id)).toMatchObject({ progress: { state: 'open' } });
    expect(await inQueue(verification.id)).toBeUndefined();
    expect(await changesOf(verification.id)).toHaveLength(1);
    for (const maker of await service.establishedSkaters(3)) await vote(verification.id, true, maker);
    expect(await get(verification.id)).toMatchObject({
      isVerified: true,
      progress: { state: 'verified', decidedBy: 'community' },
    });
  });

  it('contests the verification on a report by a skater with standing', async () => {
    const verification = await openOne('heelflip-standing-reporter');
    const reporter = await service.establishedSkater();

    await report(verification.postId, reporter.profile.userId);

    expect(await get(verification.id)).toMatchObject({ progress: { state: 'contested' } });
    expect(await inQueue(verification.id)).toMatchObject({ reason: 'reported' });
  });

  it('releases it when the report is dismissed: the votes cast meanwhile verify it, once', async () => {
    const verification = await openOne('varial-dismissed');
    const reporter = await service.establishedSkater();
    const filed = await report(verification.postId, reporter.profile.userId);
    for (const maker of await service.establishedSkaters(3)) await vote(verification.id, true, maker);
    expect(await get(verification.id)).toMatchObject({ isVerified: false, progress: { state: 'contested' } });

    const dismissed = await resolve(verification.postId, filed.data.caseId, 'dismiss', [
      reporter.profile.userId,
    ]);

    const released = await get(verification.id);
    expect(released).toMatchObject({
      isVerified: true,
      progress: { state: 'verified', decidedBy: 'community' },
    });
    expect(await inQueue(verification.id)).toBeUndefined();
    expect(await verifiedAnnouncements(verification.id)).toHaveLength(1);
    expect((await changesOf(verification.id)).at(-1)).toMatchObject({ isVerified: true, autoVerified: true });

    // Delivered again, neither the report nor its dismissal changes anything.
    const before = await changesOf(verification.id);
    await service.redeliver(ADMIN_EVENTS.reportFiled, filed);
    await service.redeliver(ADMIN_EVENTS.reportResolved, dismissed);
    expect(await changesOf(verification.id)).toEqual(before);
    expect(await inQueue(verification.id)).toBeUndefined();
  });

  it('releases an open verification to open, with no outcome', async () => {
    const verification = await openOne('pop-shove-released');
    const reporter = await service.establishedSkater();
    const filed = await report(verification.postId, reporter.profile.userId);

    await resolve(verification.postId, filed.data.caseId, 'dismiss', [reporter.profile.userId]);

    expect(await get(verification.id)).toMatchObject({ isVerified: false, progress: { state: 'open' } });
    expect(await inQueue(verification.id)).toBeUndefined();
    expect(await verifiedAnnouncements(verification.id)).toEqual([]);
  });

  it('stays contested while another standing report is open or upheld', async () => {
    const verification = await openOne('tre-flip-two-cases');
    const [first, second, third] = await service.establishedSkaters(3);
    const firstCase = (await report(verification.postId, first.profile.userId)).data.caseId;
    const secondCase = (await report(verification.postId, second.profile.userId)).data.caseId;

    await resolve(verification.postId, firstCase, 'dismiss', [first.profile.userId]);
    expect(await inQueue(verification.id)).toMatchObject({ reason: 'reported' });

    // Upheld (the author warned): the report still stands, whatever later cases say.
    await resolve(verification.postId, secondCase, 'warn', [second.profile.userId]);
    const thirdCase = (await report(verification.postId, third.profile.userId)).data.caseId;
    await resolve(verification.postId, thirdCase, 'dismiss', [third.profile.userId]);
    expect(await inQueue(verification.id)).toMatchObject({ reason: 'reported' });
    expect(await get(verification.id)).toMatchObject({ progress: { state: 'contested' } });
  });

  it('releases when the one case holding every report is dismissed, with or without standing', async () => {
    const verification = await openOne('impossible-one-case');
    const reporter = await service.establishedSkater();
    const caseId = randomUUID();
    const newReporter = await newcomer();
    await report(verification.postId, reporter.profile.userId, caseId);
    await report(verification.postId, newReporter, caseId);

    await resolve(verification.postId, caseId, 'dismiss', [reporter.profile.userId, newReporter]);

    expect(await get(verification.id)).toMatchObject({ progress: { state: 'open' } });
  });

  it('keeps it before the admins for its fake votes when they weigh enough to contest it', async () => {
    const verification = await openOne('hardflip-fake-votes');
    const reporter = await service.establishedSkater();
    const filed = await report(verification.postId, reporter.profile.userId);
    const contestedAt = (await inQueue(verification.id))?.contestedAt;
    for (const faker of await service.establishedSkaters(2)) await vote(verification.id, false, faker);
    expect(await inQueue(verification.id)).toMatchObject({ reason: 'reported' });

    await resolve(verification.postId, filed.data.caseId, 'dismiss', [reporter.profile.userId]);

    expect(await inQueue(verification.id)).toMatchObject({ reason: 'fake_votes', contestedAt });
    expect(await get(verification.id)).toMatchObject({ progress: { state: 'contested' } });
  });

  it("does not reopen an admin's decision", async () => {
    const verification = await openOne('laser-flip-decided');
    const reporter = await service.establishedSkater();
    const filed = await report(verification.postId, reporter.profile.userId);
    await service.call(VERIFICATION_RPC.decide, { id: verification.id, verdict: 'rejected' }, admin);
    const before = await changesOf(verification.id);

    await resolve(verification.postId, filed.data.caseId, 'dismiss', [reporter.profile.userId]);

    expect(await get(verification.id)).toMatchObject({
      isVerified: false,
      progress: { state: 'rejected', decidedBy: 'admin' },
    });
    expect(await changesOf(verification.id)).toEqual(before);
  });
});
