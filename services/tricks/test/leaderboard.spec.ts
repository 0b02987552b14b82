import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { LEADERBOARD_SIZE, type LeaderboardFilter, TRICKS_RPC } from '@boonies/contracts/tricks';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, newProfile, TricksTestService } from './support/tricks-test-service';

describe('leaderboard', () => {
  let tricks: TricksTestService;
  const admin = callerFor(randomUUID(), true);
  /** A signed-in skater with no follows or blocks: the community is for members. */
  const viewer = callerFor(randomUUID());
  const board = (filter?: LeaderboardFilter) =>
    tricks.call(TRICKS_RPC.leaderboard, filter ? { filter } : {}, viewer);
  const names = async (filter?: LeaderboardFilter) => (await board(filter)).map((entry) => entry.username);

  /** A registered skater with a public score made of verified tricks. */
  async function ranked(
    username: string,
    verifiedTricks: string[],
    profile: Partial<UserProfileChangedV1> = {},
  ) {
    const user = await tricks.registerUser({ username, ...profile });
    for (const trickId of verifiedTricks) {
      await tricks.call(
        TRICKS_RPC.setUserProgress,
        { userId: user.userId, trickId, learned: true, verified: true },
        admin,
      );
    }
    return user;
  }

  beforeAll(async () => {
    tricks = await TricksTestService.start('leaderboard');
    // Public scores: fix-5 100, fix-4 50, fix-3 30, fix-2 20, fix-1 10; all different, as ties rank by id.
    await ranked('pro', ['fix-5', 'fix-4'], { proStatus: true });
    await ranked('pro-and-am', ['fix-5', 'fix-3'], { proStatus: true, amateurStatus: true });
    await ranked('am', ['fix-5'], { amateurStatus: true });
    await ranked('am-and-flow', ['fix-4', 'fix-3'], { amateurStatus: true, flowStatus: true });
    await ranked('flow', ['fix-4'], { flowStatus: true });
    await ranked('local', ['fix-3', 'fix-1'], {
      displayName: 'The Local',
      profilePicture: 'https://img.example/l.png',
    });
    await ranked('newcomer', []);
  });

  afterAll(() => tricks?.stop());

  it('ranks by public score from 1, with level and profile', async () => {
    const entries = await board();

    expect(entries.map(({ rank, username, score, level }) => [rank, username, score, level])).toEqual([
      [1, 'pro', 150, 2],
      [2, 'pro-and-am', 130, 2],
      [3, 'am', 100, 2],
      [4, 'am-and-flow', 80, 1],
      [5, 'flow', 50, 1],
      [6, 'local', 40, 1],
      [7, 'newcomer', 0, 1],
    ]);
    expect(entries[0]).toMatchObject({ levelName: 'Easy', proStatus: true, isBrand: false });
    expect(entries.find(({ username }) => username === 'local')).toMatchObject({
      displayName: 'The Local',
      avatarUrl: 'https://img.example/l.png',
      levelName: 'Beginner',
    });
  });

  it.each([
    ['pro', ['pro', 'pro-and-am']],
    ['am', ['am', 'am-and-flow']],
    ['flow', ['flow']],
    ['sponsored', ['pro', 'pro-and-am', 'am', 'am-and-flow', 'flow']],
    ['unsponsored', ['local', 'newcomer']],
  ] as [LeaderboardFilter, string[]][])('filters %s as spec 01 §6 defines it', async (filter, expected) => {
    const entries = await board(filter);
    expect(entries.map(({ username }) => username)).toEqual(expected);
    expect(entries.map(({ rank }) => rank)).toEqual(expected.map((_, index) => index + 1));
  });

  it('leaves out skaters without a verified point when asked, whatever the filter', async () => {
    const scored = ['pro', 'pro-and-am', 'am', 'am-and-flow', 'flow', 'local'];
    expect(
      (await tricks.call(TRICKS_RPC.leaderboard, { hideUnscored: true }, viewer)).map(
        ({ username }) => username,
      ),
    ).toEqual(scored);
    expect(
      (await tricks.call(TRICKS_RPC.leaderboard, { filter: 'unsponsored', hideUnscored: true }, viewer)).map(
        ({ rank, username }) => [rank, username],
      ),
    ).toEqual([[1, 'local']]);
    // Off, or left out, lists them last.
    expect(
      (await tricks.call(TRICKS_RPC.leaderboard, { hideUnscored: false }, viewer)).map(
        ({ username }) => username,
      ),
    ).toEqual([...scored, 'newcomer']);
    expect(
      await errorOf(tricks.callUnchecked(TRICKS_RPC.leaderboard, { hideUnscored: 'yes' }, viewer)),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('leaves out brands and deactivated accounts, as soon as the auth service says so', async () => {
    const brandToBe = await ranked('brand-to-be', ['fix-5', 'fix-4', 'fix-3']);
    const leaving = await ranked('leaving', ['fix-5', 'fix-4', 'fix-3', 'fix-2']);
    expect((await names()).slice(0, 2)).toEqual(['leaving', 'brand-to-be']);

    const later = () => new Date(Date.now() + 1000).toISOString();
    await tricks.deliver(AUTH_EVENTS.userUpdated, { ...brandToBe, isBrand: true, updatedAt: later() });
    await tricks.deliver(AUTH_EVENTS.userUpdated, { ...leaving, isActive: false, updatedAt: later() });

    expect(await names()).not.toEqual(expect.arrayContaining(['brand-to-be']));
    expect(await names()).not.toEqual(expect.arrayContaining(['leaving']));
  });

  it('applies only newer revisions of a profile', async () => {
    const user = await ranked('renamed', ['fix-1']);
    const newer = new Date(Date.now() + 60_000).toISOString();
    await tricks.deliver(AUTH_EVENTS.userUpdated, { ...user, username: 'renamed-twice', updatedAt: newer });
    await tricks.deliver(AUTH_EVENTS.userUpdated, {
      ...user,
      username: 'renamed-once',
      updatedAt: user.updatedAt,
    });

    expect(await names()).toContain('renamed-twice');
    expect(await names()).not.toContain('renamed-once');
  });

  it(`shows at most the top ${LEADERBOARD_SIZE}`, async () => {
    const crowd = Array.from({ length: LEADERBOARD_SIZE }, () =>
      newProfile({ username: `crowd-${randomUUID()}` }),
    );
    await tricks.dataSource.query(
      `INSERT INTO tricks.leaderboard_users (user_id, username, updated_at)
       SELECT id, name, now() FROM unnest($1::uuid[], $2::text[]) AS crowd(id, name)`,
      [crowd.map((user) => user.userId), crowd.map((user) => user.username)],
    );
    await tricks.dataSource.query(
      'INSERT INTO tricks.user_scores (user_id, public_score) SELECT unnest($1::uuid[]), 5',
      [crowd.map((user) => user.userId)],
    );
    // Written behind the service's back: wait out the cache's lifetime.
    await new Promise((resolve) => setTimeout(resolve, 2100));

    const entries = await board();
    expect(entries).toHaveLength(LEADERBOARD_SIZE);
    expect(entries.at(-1)).toMatchObject({ rank: LEADERBOARD_SIZE, score: 5 });
  });

  it('answers a signed-out caller 401', async () => {
    expect(await errorOf(tricks.call(TRICKS_RPC.leaderboard, {}))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
