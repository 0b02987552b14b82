import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import { GAMES_EVENTS, GAMES_RPC } from '@boonies/contracts/games';
import { errorOf } from '@boonies/testing';
import { callerFor, GamesTestService } from './support/games-test-service';

const CHALLENGES = 3;

describe('challenge throttle', () => {
  let service: GamesTestService;

  beforeAll(async () => {
    service = await GamesTestService.start('challenge_throttle', {
      THROTTLE_CHALLENGES: `${CHALLENGES}/600`,
    });
  });

  afterAll(() => service?.stop());

  const as = (user: UserProfileChangedV1) => callerFor(user.userId, user.isAdmin);
  const challenge = (from: UserProfileChangedV1, to: UserProfileChangedV1) =>
    service.call(GAMES_RPC.create, { opponentIds: [to.userId] }, as(from));

  it('refuses a challenge past the limit with the wait, and invites nobody more', async () => {
    const challenger = await service.registerUser();
    const opponents = await Promise.all(Array.from({ length: CHALLENGES + 1 }, () => service.registerUser()));
    for (const opponent of opponents.slice(0, CHALLENGES)) await challenge(challenger, opponent);

    const refused = await errorOf(challenge(challenger, opponents[CHALLENGES]));

    expect(refused).toEqual({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(
        /^You're sending challenges too fast\. Try again in \d+ (seconds|minutes)\.$/,
      ),
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    const invited = await service.announced<{ challengerId: string }>(GAMES_EVENTS.gameInvited);
    expect(invited.filter(({ challengerId }) => challengerId === challenger.userId)).toHaveLength(CHALLENGES);
    // Another skater still challenges.
    expect(await challenge(opponents[CHALLENGES], challenger)).toMatchObject({ status: 'invited' });
  });

  it('counts an admin like anyone else', async () => {
    const admin = await service.registerUser({ isAdmin: true });
    for (let count = 0; count < CHALLENGES; count++) await challenge(admin, await service.registerUser());
    expect(await errorOf(challenge(admin, await service.registerUser()))).toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
