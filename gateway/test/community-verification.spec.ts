import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import type { LeaderboardEntryDto } from '@boonies/contracts/tricks';
import type { VerificationDto } from '@boonies/contracts/verification';
import type { RunningSystem } from '@boonies/testing';
import {
  admin,
  EVENT_DEADLINE_MS,
  EVENT_TEST_TIMEOUT_MS,
  establishedSkater,
  eventually,
  FIXTURE_TRICKS,
  IMMEDIATE_STANDING_ENV,
  openedVerifications,
  POSTS_SYSTEM_START_TIMEOUT_MS,
  publicScore,
  skater,
  startPostsSystem,
  trickVideo,
  type SignedInUser,
} from './support/posts-system';
import { heard, nextMatching, Sockets } from './support/sockets';
import { projected } from './support/tricks-system';

/** The community rule's defaults: three established skaters, each weighing 1, verify a trick. */
const VOTERS = 3;

/**
 * The community verifies a skater's tricks and their public score follows, through the verification and
 * tricks services' events; an admin's removal and the post's deletion take the points away again.
 */
describe('community verification, across the services', () => {
  let system: RunningSystem;
  let poster: SignedInUser;
  let moderator: SignedInUser;
  let voters: SignedInUser[];
  const sockets = new Sockets();

  beforeAll(async () => {
    system = await startPostsSystem('gateway-community-verification', IMMEDIATE_STANDING_ENV);
    [poster, moderator] = await Promise.all([skater(system, 'poster'), admin(system)]);
    voters = await Promise.all(
      Array.from({ length: VOTERS }, (_, index) =>
        establishedSkater(system, moderator, `voter${index}`, 'gw-1'),
      ),
    );
    await projected(system, poster.id);
  }, POSTS_SYSTEM_START_TIMEOUT_MS);

  afterEach(() => sockets.closeAll());
  afterAll(() => system?.stop());

  const score = () => publicScore(poster.browser, poster.id);

  async function scoreBecomes(expected: number, what: string): Promise<void> {
    await eventually(
      async () => (await score()) === expected,
      `${what}: public score ${expected}`,
      EVENT_DEADLINE_MS,
    );
  }

  async function leaderboardScore(): Promise<number | undefined> {
    const response = await voters[0].browser.get('/api/leaderboard');
    expect(response.status).toBe(200);
    return (response.body as LeaderboardEntryDto[]).find((entry) => entry.id === poster.id)?.score;
  }

  async function verificationsOf(postId: string): Promise<VerificationDto[]> {
    const response = await voters[0].browser.get(`/api/verifications/post/${postId}`);
    expect(response.status).toBe(200);
    return response.body;
  }

  /** One whole round: post, three make votes, an admin's removal, the post's deletion. */
  async function round(label: string): Promise<void> {
    const before = await score();
    const [kickflip, heelflip] = ['gw-2', 'gw-3'] as const;
    const both = FIXTURE_TRICKS[kickflip] + FIXTURE_TRICKS[heelflip];

    const posterSocket = await sockets.connect(system.baseUrl, poster.browser.sessionCookie);
    const voterSocket = await sockets.connect(system.baseUrl, voters[0].browser.sessionCookie);
    const votersHeard = heard(voterSocket, REALTIME_EVENTS.trickAutoVerified);

    const video = await trickVideo(poster.browser, [kickflip, heelflip], `${label}: kickflip then heelflip`);
    const verifications = await openedVerifications(voters[0].browser, video.id, 2);
    expect(verifications.map((verification) => verification.trickId)).toEqual([kickflip, heelflip]);
    const congratulations = verifications.map((verification) =>
      nextMatching<{ verificationId: string }>(
        posterSocket,
        REALTIME_EVENTS.trickAutoVerified,
        (push) => push.verificationId === verification.id,
        EVENT_DEADLINE_MS,
      ),
    );

    // Two make votes are not enough (three voters with standing are); the third verifies each trick.
    for (const [index, voter] of voters.entries()) {
      for (const verification of verifications) {
        const vote = await voter.browser.post(`/api/verifications/${verification.id}/vote`, { vote: true });
        expect(vote.status).toBe(200);
        const last = index === voters.length - 1;
        expect(vote.body).toMatchObject({
          votesFor: index + 1,
          isVerified: last,
          autoVerified: last,
          percentage: 100,
        });
      }
    }
    expect((await verificationsOf(video.id)).map((verification) => verification.isVerified)).toEqual([
      true,
      true,
    ]);
    await expect(Promise.all(congratulations)).resolves.toEqual(
      verifications.map(({ id, trickId }) => ({ verificationId: id, postId: video.id, trickId })),
    );
    expect(votersHeard).toEqual([]);

    await scoreBecomes(before + both, `${label}, after the community verified both tricks`);
    expect(await leaderboardScore()).toBe(before + both);
    const progress = (await poster.browser.get(`/api/progress/${poster.id}`)).body as {
      trickId: string;
      learned: boolean;
      verified: boolean;
    }[];
    expect(progress.filter((record) => record.trickId === kickflip || record.trickId === heelflip)).toEqual([
      expect.objectContaining({ learned: true, verified: true }),
      expect.objectContaining({ learned: true, verified: true }),
    ]);

    const removal = await moderator.browser.delete(`/api/verifications/${verifications[0].id}`);
    expect(removal.status).toBe(200);
    await scoreBecomes(before + FIXTURE_TRICKS[heelflip], `${label}, after an admin removed the kickflip's`);
    expect(await leaderboardScore()).toBe(before + FIXTURE_TRICKS[heelflip]);
    expect((await verificationsOf(video.id)).map((verification) => verification.trickId)).toEqual([heelflip]);

    expect((await poster.browser.delete(`/api/posts/${video.id}`)).status).toBe(200);
    await eventually(
      async () => (await verificationsOf(video.id)).length === 0,
      `${label}: the deleted post's verifications gone`,
      EVENT_DEADLINE_MS,
    );
    await scoreBecomes(before, `${label}, after the post was deleted`);
    const board = await leaderboardScore();
    expect(board === undefined || board === before).toBe(true);
  }

  it(
    "three established skaters' make votes verify a skater's tricks and raise their score; removal and deletion take it back",
    async () => {
      expect(await score()).toBe(0);
      await round('first round');
    },
    EVENT_TEST_TIMEOUT_MS,
  );

  it(
    'the same again with a new post by the same skater ends the same way',
    async () => {
      expect(await score()).toBe(0);
      await round('second round');
    },
    EVENT_TEST_TIMEOUT_MS,
  );
});
