import type { RunningSystem } from '@boonies/testing';
import { Browser } from './support/browser';
import { expectStatus } from './support/expect-status';
import { SYSTEM_START_TIMEOUT_MS } from './support/system';
import {
  eventually,
  projected,
  runSql,
  signedInAdmin,
  signedUp,
  startTricksSystem,
  type SignedInUser,
} from './support/tricks-system';

/**
 * Progress, scores and the leaderboard over HTTP, through the auth service's real follows, blocks and
 * privacy switches: a signed-out visitor, another skater, a blocked skater and an admin. (Every relation ×
 * state of the access policy runs against the tricks service in its own tests.)
 */
describe('tricks routes: who sees progress, scores and leaderboard rows', () => {
  let system: RunningSystem;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let other: SignedInUser;
  let blocked: SignedInUser;
  let follower: SignedInUser;
  const anonymous = () => new Browser(system.baseUrl);

  const listed = async (viewer: SignedInUser) =>
    (await viewer.browser.get('/api/leaderboard')).body.some(
      (entry: { id: string }) => entry.id === owner.id,
    );
  /** What each read answers the viewer about the owner: a status per route, and whether the board lists them. */
  const reads = async (viewer: SignedInUser) => ({
    progress: (await viewer.browser.get(`/api/progress/${owner.id}`)).status,
    scores: (await viewer.browser.get(`/api/scores/${owner.id}`)).status,
    listed: await listed(viewer),
  });
  const shown = { progress: 200, scores: 200, listed: true };
  const until = (check: () => Promise<boolean>, what: string) => eventually(check, what);

  beforeAll(async () => {
    system = await startTricksSystem('gateway-tricks-privacy');
    [admin, owner, other, blocked, follower] = await Promise.all([
      signedInAdmin(system),
      signedUp(system, 'owner'),
      signedUp(system, 'other'),
      signedUp(system, 'blocked'),
      signedUp(system, 'follower'),
    ]);
    await Promise.all([owner, other, blocked, follower].map((user) => projected(system, user.id)));
    await admin.browser.post('/api/user-progress', {
      userId: owner.id,
      trickId: 'gw-4',
      learned: true,
      verified: true,
    });
    await follower.browser.post('/api/follows', { followingId: owner.id });
    await owner.browser.post('/api/blocks', { userId: blocked.id });
    await until(
      async () =>
        (
          await runSql(system, 'SELECT 1 FROM tricks.blocks WHERE blocker_id = $1 AND is_blocking', [
            owner.id,
          ])
        ).length > 0 &&
        (
          await runSql(system, 'SELECT 1 FROM tricks.follows WHERE follower_id = $1 AND is_following', [
            follower.id,
          ])
        ).length > 0,
      'the block and the follow in the tricks projections',
    );
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  it('a signed-out visitor gets 401 on every read', async () => {
    for (const path of [`/api/progress/${owner.id}`, `/api/scores/${owner.id}`, '/api/leaderboard']) {
      expectStatus(await anonymous().get(path), 401, 'UNAUTHENTICATED');
    }
  });

  it('with every switch on: others and admins see it, a skater the owner blocked finds nothing', async () => {
    await until(() => listed(other), 'the owner ranked');
    expect(await reads(other)).toEqual(shown);
    expect(await reads(admin)).toEqual(shown);
    expect(await reads(blocked)).toEqual({ progress: 404, scores: 404, listed: false });
    // The block works the other way too: the owner no longer sees the skater they blocked.
    expect((await owner.browser.get(`/api/progress/${blocked.id}`)).status).toBe(404);
  });

  it('Show Progress off: 403 and off the board for others; followers, the owner and admins still see it', async () => {
    await owner.browser.patch('/api/users/me/preferences', { privacy: { showProgress: false } });
    await until(async () => !(await listed(other)), 'the owner off the board for others');

    expect(await reads(other)).toEqual({ progress: 403, scores: 403, listed: false });
    expect(await reads(follower)).toEqual(shown);
    expect(await reads(owner)).toEqual(shown);
    expect(await reads(admin)).toEqual(shown);
    expect(await reads(blocked)).toEqual({ progress: 404, scores: 404, listed: false });

    await owner.browser.patch('/api/users/me/preferences', { privacy: { showProgress: true } });
    await until(() => listed(other), 'the owner back on the board');
  });

  it('Appear on the leaderboard off: off the board for all but the owner and admins, progress still shown', async () => {
    const saved = await owner.browser.patch('/api/users/me/preferences', {
      privacy: { publicProfile: false, appearOnLeaderboard: false },
    });
    expect(saved.body.privacy).toMatchObject({ publicProfile: false, appearOnLeaderboard: false });
    await until(async () => !(await listed(other)), 'the owner off the board');

    expect(await listed(follower)).toBe(false);
    expect(await listed(owner)).toBe(true);
    expect(await listed(admin)).toBe(true);
    // A private profile shows its progress to approved followers only.
    expect(await reads(other)).toEqual({ progress: 403, scores: 403, listed: false });
    expect((await follower.browser.get(`/api/progress/${owner.id}`)).status).toBe(200);

    await owner.browser.patch('/api/users/me/preferences', { privacy: { appearOnLeaderboard: true } });
    await until(() => listed(other), 'a private skater ranked by choice');
  });
});
