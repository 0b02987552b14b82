import { ACCOUNT_MESSAGES } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import type { PrivacyPreferences } from '@boonies/contracts/policy';
import { exportUserDataRpc } from '@boonies/contracts/rpc';
import { DEFAULT_PREFERENCES, type PreferencesChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { TRICKS_RPC } from '@boonies/contracts/tricks';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, TricksTestService } from './support/tricks-test-service';

/**
 * Settings → Privacy for progress: Show Progress and Public Profile decide who may read a skater's progress
 * and score, as the auth service announces them. (Every relation × state of the access policy is run in
 * access-policy.spec.ts.) Also the tricks service's part of Download Your Data.
 */
describe('progress privacy', () => {
  let tricks: TricksTestService;
  const admin = callerFor(randomUUID(), true);
  const hidden = { code: 'FORBIDDEN', error: ACCOUNT_MESSAGES.progressPrivate };

  beforeAll(async () => {
    tricks = await TricksTestService.start('privacy');
  });

  afterAll(() => tricks?.stop());

  /** A registered skater who learned one trick. */
  async function skater() {
    const { userId } = await tricks.registerUser();
    const caller = callerFor(userId);
    await tricks.call(TRICKS_RPC.setLearned, { userId, trickId: 'fix-1', learned: true }, caller);
    return { userId, caller };
  }

  let revision = Date.now();
  const setPrivacy = (userId: string, privacy: Partial<PrivacyPreferences>, at = new Date(++revision)) =>
    tricks.deliver<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged, {
      userId,
      notifications: DEFAULT_PREFERENCES.notifications,
      privacy: { ...DEFAULT_PREFERENCES.privacy, ...privacy },
      updatedAt: at.toISOString(),
    });
  const follow = (followerId: string, followingId: string, following = true) =>
    tricks.deliver(following ? SOCIAL_EVENTS.followed : SOCIAL_EVENTS.unfollowed, {
      followerId,
      followingId,
    });

  /** What each progress read answers `viewer` about `ownerId`: the records' count, or the error. */
  async function reads(viewer: CallerIdentity, ownerId: string) {
    const outcome = (call: Promise<unknown[] | object>) =>
      call.then(
        (answer) => (Array.isArray(answer) ? answer.length : 'score'),
        async () => errorOf(call),
      );
    return {
      progress: await outcome(tricks.call(TRICKS_RPC.progress, { userId: ownerId }, viewer)),
      owned: await outcome(tricks.call(TRICKS_RPC.listUserProgress, { userId: ownerId }, viewer)),
      score: await outcome(tricks.call(TRICKS_RPC.score, { userId: ownerId }, viewer)),
    };
  }
  const visible = { progress: 1, owned: 1, score: 'score' };
  const refused = { progress: hidden, owned: hidden, score: hidden };

  it('shows progress to everyone while the switches are on (the default)', async () => {
    const owner = await skater();
    expect(await reads(callerFor(randomUUID()), owner.userId)).toEqual(visible);
  });

  it('Show Progress off hides progress and score from non-followers; the owner, followers and admins see it', async () => {
    const owner = await skater();
    const follower = await skater();
    await follow(follower.userId, owner.userId);
    await setPrivacy(owner.userId, { showProgress: false });

    expect(await reads(callerFor(randomUUID()), owner.userId)).toEqual(refused);
    expect(await reads(follower.caller, owner.userId)).toEqual(visible);
    expect(await reads(owner.caller, owner.userId)).toEqual(visible);
    expect(await reads(admin, owner.userId)).toEqual(visible);

    await setPrivacy(owner.userId, { showProgress: true });
    expect(await reads(callerFor(randomUUID()), owner.userId)).toEqual(visible);
  });

  it('Public Profile off hides progress from all but followers, the owner and admins', async () => {
    const owner = await skater();
    const follower = await skater();
    const stranger = await skater();
    await follow(follower.userId, owner.userId);
    await setPrivacy(owner.userId, { publicProfile: false });

    expect(await reads(stranger.caller, owner.userId)).toEqual(refused);
    expect(await reads(follower.caller, owner.userId)).toEqual(visible);
    expect(await reads(owner.caller, owner.userId)).toEqual(visible);
    expect(await reads(admin, owner.userId)).toEqual(visible);

    await follow(follower.userId, owner.userId, false);
    expect(await reads(follower.caller, owner.userId)).toEqual(refused);
    // The stranger's own progress stays theirs to read.
    expect(await reads(stranger.caller, stranger.userId)).toEqual(visible);
  });

  it('answers about a skater it never heard of as about one hidden from the caller, but to themselves', async () => {
    const viewer = await skater();
    const blocksViewer = await skater();
    await tricks.deliver(SOCIAL_EVENTS.blocked, { blockerId: blocksViewer.userId, blockedId: viewer.userId });
    const notFound = { code: 'NOT_FOUND', error: 'Skater not found' };
    const gone = { progress: notFound, owned: notFound, score: notFound };
    expect(await reads(viewer.caller, blocksViewer.userId)).toEqual(gone);

    const nobody = randomUUID();
    expect(await reads(viewer.caller, nobody)).toEqual(gone);
    expect(await reads(admin, nobody)).toEqual(gone);
    // A skater whose sign-up has not reached this service yet reads their own, still empty.
    expect(await reads(callerFor(nobody), nobody)).toEqual({ progress: 0, owned: 0, score: 'score' });
  });

  it('keeps the newest settings when an older change arrives late', async () => {
    const owner = await skater();
    const later = new Date(++revision + 10_000);
    await setPrivacy(owner.userId, { showProgress: false }, later);
    await setPrivacy(owner.userId, { showProgress: true }, new Date(later.getTime() - 5_000));
    expect(await reads(callerFor(randomUUID()), owner.userId)).toEqual(refused);
  });

  describe('rpc.tricks.export-user-data', () => {
    it("holds the caller's progress and scores, and nobody else's", async () => {
      const me = await skater();
      await tricks.call(
        TRICKS_RPC.setLearned,
        { userId: me.userId, trickId: 'fix-2', learned: true },
        me.caller,
      );
      const other = await skater();

      const archive = await tricks.call(exportUserDataRpc('tricks'), {}, me.caller);

      expect(archive).toEqual({
        service: 'tricks',
        exportedAt: expect.any(String),
        data: expect.any(Object),
      });
      expect(archive.data.progress).toEqual([
        expect.objectContaining({ trickId: 'fix-1', learned: true }),
        expect.objectContaining({ trickId: 'fix-2', learned: true }),
      ]);
      expect(archive.data.scores).toEqual([expect.objectContaining({ learnedCount: 2 })]);
      expect(JSON.stringify(archive)).not.toContain(other.userId);
      expect(await errorOf(tricks.call(exportUserDataRpc('tricks'), {}))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
  });
});
