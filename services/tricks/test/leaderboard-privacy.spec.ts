import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import type { PrivacyPreferences } from '@boonies/contracts/policy';
import { DEFAULT_PREFERENCES, type PreferencesChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { LEADERBOARD_SIZE, TRICKS_RPC } from '@boonies/contracts/tricks';
import { randomUUID } from 'node:crypto';
import { callerFor, newProfile, TricksTestService } from './support/tricks-test-service';

/**
 * The leaderboard as each viewer sees it: privacy, follows and blocks per viewer over a ranking shared
 * through the cache, a full board however many rows the policy drops, and ranks counted per viewer. (Every
 * relation × state cell is in access-policy.spec.ts.)
 */
describe('leaderboard privacy', () => {
  let tricks: TricksTestService;
  const admin = callerFor(randomUUID(), true);
  const boardOf = (viewer: CallerIdentity) => tricks.call(TRICKS_RPC.leaderboard, {}, viewer);
  const idsOf = async (viewer: CallerIdentity) => (await boardOf(viewer)).map((entry) => entry.id);
  /** A member who follows and blocks nobody. */
  const stranger = callerFor(randomUUID());

  let revision = Date.now();
  const setPrivacy = (userId: string, privacy: Partial<PrivacyPreferences>) =>
    tricks.deliver<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged, {
      userId,
      notifications: DEFAULT_PREFERENCES.notifications,
      privacy: { ...DEFAULT_PREFERENCES.privacy, ...privacy },
      updatedAt: new Date(++revision).toISOString(),
    });
  const later = (user: UserProfileChangedV1, changes: Partial<UserProfileChangedV1>) =>
    tricks.deliver(AUTH_EVENTS.userUpdated, {
      ...user,
      ...changes,
      updatedAt: new Date(++revision + 60_000).toISOString(),
    });

  /** A skater ranked above the crowd (fix-5: 100 points). */
  async function star(username: string) {
    const user = await tricks.registerUser({ username });
    await tricks.call(
      TRICKS_RPC.setUserProgress,
      { userId: user.userId, trickId: 'fix-5', learned: true, verified: true },
      admin,
    );
    return { user, caller: callerFor(user.userId) };
  }

  let viewer: CallerIdentity;

  beforeAll(async () => {
    tricks = await TricksTestService.start('leaderboard-privacy');
    await tricks.registerUser({ userId: admin.userId, username: 'admin' });
    viewer = callerFor((await tricks.registerUser({ username: 'viewer' })).userId);
    // A full board of skaters below the stars, written directly: one row per skater.
    const crowd = Array.from({ length: LEADERBOARD_SIZE }, () => newProfile());
    await tricks.dataSource.query(
      `INSERT INTO tricks.leaderboard_users (user_id, username, updated_at)
       SELECT id, name, now() FROM unnest($1::uuid[], $2::text[]) AS crowd(id, name)`,
      [crowd.map((user) => user.userId), crowd.map((user) => user.username)],
    );
    await tricks.dataSource.query(
      'INSERT INTO tricks.user_scores (user_id, public_score) SELECT unnest($1::uuid[]), 5',
      [crowd.map((user) => user.userId)],
    );
  });

  afterAll(() => tricks?.stop());

  it('fills the board past a skater a block hides, and ranks from 1 without a gap', async () => {
    const blocker = await star(`blocker-${randomUUID().slice(0, 8)}`);
    await tricks.deliver(SOCIAL_EVENTS.blocked, { blockerId: blocker.user.userId, blockedId: viewer.userId });

    const seen = await boardOf(viewer);
    expect(seen).toHaveLength(LEADERBOARD_SIZE);
    expect(seen.map((entry) => entry.id)).not.toContain(blocker.user.userId);
    expect(seen.map((entry) => entry.rank)).toEqual(seen.map((_, index) => index + 1));
    // The skater who blocked also loses the viewer, and everyone else still sees them first.
    expect(await idsOf(blocker.caller)).not.toContain(viewer.userId);
    expect((await boardOf(stranger))[0]).toMatchObject({ id: blocker.user.userId, rank: 1 });
    expect((await boardOf(admin))[0]).toMatchObject({ id: blocker.user.userId, rank: 1 });

    await tricks.deliver(SOCIAL_EVENTS.unblocked, {
      blockerId: blocker.user.userId,
      blockedId: viewer.userId,
    });
    expect((await boardOf(viewer))[0]).toMatchObject({ id: blocker.user.userId, rank: 1 });
  });

  it("never gives one viewer another's rows, with the shared ranking cached", async () => {
    const shy = await star(`shy-${randomUUID().slice(0, 8)}`);
    await setPrivacy(shy.user.userId, { showProgress: false });
    const follower = callerFor((await tricks.registerUser()).userId);
    await tricks.deliver(SOCIAL_EVENTS.followed, {
      followerId: follower.userId,
      followingId: shy.user.userId,
    });

    // Asked at once, over the same cached ranking.
    const [theFollower, theStranger, theOwner, another] = await Promise.all([
      idsOf(follower),
      idsOf(viewer),
      idsOf(shy.caller),
      idsOf(stranger),
    ]);
    expect(theFollower).toContain(shy.user.userId);
    expect(theOwner).toContain(shy.user.userId);
    expect(theStranger).not.toContain(shy.user.userId);
    expect(another).not.toContain(shy.user.userId);
    expect(theStranger).toHaveLength(LEADERBOARD_SIZE);
    expect(theFollower).toHaveLength(LEADERBOARD_SIZE);
  });

  it('Appear on the Leaderboard off takes a skater off at once, but for the owner and admins', async () => {
    const leaving = await star(`leaving-${randomUUID().slice(0, 8)}`);
    expect(await idsOf(viewer)).toContain(leaving.user.userId);

    await setPrivacy(leaving.user.userId, { appearOnLeaderboard: false });
    expect(await idsOf(viewer)).not.toContain(leaving.user.userId);
    expect(await idsOf(stranger)).not.toContain(leaving.user.userId);
    expect(await idsOf(leaving.caller)).toContain(leaving.user.userId);
    expect(await idsOf(admin)).toContain(leaving.user.userId);

    // A private profile can still choose to be ranked.
    await setPrivacy(leaving.user.userId, { publicProfile: false, appearOnLeaderboard: true });
    expect(await idsOf(viewer)).toContain(leaving.user.userId);
  });

  it('a suspension takes a skater off for everyone, the owner too, until it ends by itself', async () => {
    const suspended = await star(`suspended-${randomUUID().slice(0, 8)}`);
    await later(suspended.user, { suspendedUntil: new Date(Date.now() + 1500).toISOString() });

    for (const who of [viewer, suspended.caller, admin, stranger]) {
      expect(await idsOf(who)).not.toContain(suspended.user.userId);
    }
    // The suspension ran out: no event needed, the cache's lifetime bounds how late it shows.
    await new Promise((resolve) => setTimeout(resolve, 1500 + 2100));
    expect(await idsOf(viewer)).toContain(suspended.user.userId);
  });
});
