import { ADMIN_EVENTS } from '@boonies/contracts/admin';
import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { GAMES_RPC, type GamesLeaderboardPageDto, type GameView } from '@boonies/contracts/games';
import { randomUUID } from 'node:crypto';
import { callerFor, DAY_MS, GamesTestService } from './support/games-test-service';

/**
 * What the games records and the games leaderboard count: a game only against opponents with standing (as
 * the verification service weighs a vote), and a forfeit before any trick was set as no game at all.
 */
describe('games records', () => {
  let service: GamesTestService;

  beforeAll(async () => {
    service = await GamesTestService.start('records');
  });

  afterAll(() => service?.stop());

  const as = (user: UserProfileChangedV1) => callerFor(user.userId, user.isAdmin);
  const recordOf = (user: UserProfileChangedV1) =>
    service.call(GAMES_RPC.record, { userId: user.userId }, as(user));

  /** Every entry of the games leaderboard, page by page. */
  async function leaderboard(viewer: UserProfileChangedV1): Promise<GamesLeaderboardPageDto['entries']> {
    const entries: GamesLeaderboardPageDto['entries'] = [];
    let cursor: string | undefined;
    do {
      const page = await service.call(GAMES_RPC.leaderboard, cursor ? { cursor } : {}, as(viewer));
      entries.push(...page.entries);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return entries;
  }

  /** A brand-new account, signed up a moment ago, as throwaway accounts are. */
  async function throwaway(): Promise<UserProfileChangedV1> {
    const user = await service.registerUser();
    await service.signUp(user.userId, new Date());
    return user;
  }

  /** `challenger` challenges `opponent`, who accepts at once. */
  async function accepted(
    challenger: UserProfileChangedV1,
    opponent: UserProfileChangedV1,
  ): Promise<GameView> {
    const game = await service.call(GAMES_RPC.create, { opponentIds: [opponent.userId] }, as(challenger));
    return service.call(GAMES_RPC.accept, { id: game.id }, as(opponent));
  }

  /** The challenger sets a trick: the game has begun. */
  async function trickSet(game: GameView, challenger: UserProfileChangedV1): Promise<GameView> {
    const clip = await service.trickVideo(challenger.userId, ['kickflip-1']);
    return service.call(
      GAMES_RPC.set,
      { id: game.id, trickId: 'kickflip-1', postId: clip.postId },
      as(challenger),
    );
  }

  const forfeit = (game: GameView, who: UserProfileChangedV1) =>
    service.call(GAMES_RPC.forfeit, { id: game.id }, as(who));

  it('gives no wins for brand-new accounts that accept and forfeit, at once or after a trick', async () => {
    const farmer = await service.establishedUser();
    const before = await recordOf(farmer);

    // The audit's farm: three new accounts accept and forfeit at once.
    for (const account of [await throwaway(), await throwaway(), await throwaway()]) {
      const game = await accepted(farmer, account);
      expect(await forfeit(game, account)).toMatchObject({ status: 'finished', winnerId: farmer.userId });
      expect(await recordOf(account)).toMatchObject({ wins: 0, losses: 0, played: 0 });
    }
    // And once a trick is set, so the forfeits are no longer withdrawals: still nothing to gain from them.
    for (const account of [await throwaway(), await throwaway(), await throwaway()]) {
      const game = await trickSet(await accepted(farmer, account), farmer);
      expect(await forfeit(game, account)).toMatchObject({ status: 'finished', winnerId: farmer.userId });
      // Their loss counts: it was to a skater with standing.
      expect(await recordOf(account)).toMatchObject({ wins: 0, losses: 1, played: 1 });
    }

    expect(before).toEqual({ wins: 0, losses: 0, played: 0, active: 0 });
    expect(await recordOf(farmer)).toEqual(before);
    const board = await leaderboard(farmer);
    expect(board.map((entry) => entry.user.id)).not.toContain(farmer.userId);
    expect(board.every((entry) => entry.wins === 0)).toBe(true);
  });

  it('counts wins over opponents with standing once a trick was set, and ranks them', async () => {
    const winner = await service.establishedUser();
    const [early, late, played] = [
      await service.establishedUser(),
      await service.establishedUser(),
      await service.establishedUser(),
    ];

    // A forfeit before any trick is no game, for either side.
    await forfeit(await accepted(winner, early), early);
    expect(await recordOf(winner)).toMatchObject({ wins: 0, played: 0 });
    expect(await recordOf(early)).toMatchObject({ losses: 0, played: 0 });

    // A forfeit once a trick was set is a win and a loss.
    await forfeit(await trickSet(await accepted(winner, late), winner), late);
    // And a game played out: the opponent bails on five tricks.
    let game = await accepted(winner, played);
    while (game.status === 'active') {
      if (game.turn?.setterId !== winner.userId) {
        // The opponent's sets are skipped: past the deadline, the scheduler moves on.
        await service.pastDeadline(game.id);
        await service.scheduler.runOnce();
        game = await service.call(GAMES_RPC.get, { id: game.id }, as(winner));
        continue;
      }
      game = await trickSet(game, winner);
      const set = game.timeline.at(-1)!.set!;
      await service.call(GAMES_RPC.call, { id: game.id, postId: set.postId, call: 'make' }, as(played));
      game = await service.call(GAMES_RPC.bail, { id: game.id }, as(played));
    }
    expect(game).toMatchObject({ status: 'finished', winnerId: winner.userId });

    expect(await recordOf(winner)).toEqual({ wins: 2, losses: 0, played: 2, active: 0 });
    expect(await recordOf(late)).toEqual({ wins: 0, losses: 1, played: 1, active: 0 });
    expect(await recordOf(played)).toEqual({ wins: 0, losses: 1, played: 1, active: 0 });
    const board = await leaderboard(winner);
    expect(board[0]).toMatchObject({ rank: 1, user: { id: winner.userId }, wins: 2, losses: 0 });
  });

  describe('standing, from the same facts a verification vote is weighed by', () => {
    const monthAgo = () => new Date(Date.now() - 30 * DAY_MS);
    const signedUpMonthAgo = async () => {
      const user = await service.registerUser();
      await service.signUp(user.userId, monthAgo());
      return user;
    };
    const newWithVerifiedTrick = async () => {
      const user = await throwaway();
      await service.verifiedTrick(user.userId);
      return user;
    };
    const sinceUnknownWithVerifiedTrick = async () => {
      const user = await service.registerUser();
      await service.verifiedTrick(user.userId);
      return user;
    };
    const suspendedLastWeek = async () => {
      const user = await service.establishedUser();
      const lastWeek = new Date(Date.now() - 7 * DAY_MS);
      const suspendedUntil = new Date(lastWeek.getTime() + DAY_MS).toISOString();
      await service.deliver(
        AUTH_EVENTS.userSuspensionChanged,
        { userId: user.userId, username: user.username, suspendedUntil },
        lastWeek,
      );
      return user;
    };
    const warned = (daysAgo: number) => async () => {
      const user = await service.establishedUser();
      await service.deliver(
        ADMIN_EVENTS.userWarned,
        { userId: user.userId, caseId: randomUUID(), targetType: 'post' },
        new Date(Date.now() - daysAgo * DAY_MS),
      );
      return user;
    };

    it.each([
      { who: 'a month old with a verified trick', opponent: () => service.establishedUser(), counts: true },
      { who: 'a month old without a verified trick', opponent: signedUpMonthAgo, counts: false },
      { who: 'signed up today with a verified trick', opponent: newWithVerifiedTrick, counts: false },
      {
        who: 'a sign-up never heard of, first seen today',
        opponent: sinceUnknownWithVerifiedTrick,
        counts: false,
      },
      { who: 'suspended last week, the suspension over', opponent: suspendedLastWeek, counts: false },
      { who: 'warned by a moderator this month', opponent: warned(3), counts: false },
      { who: 'warned before the standing window', opponent: warned(200), counts: true },
      {
        who: 'a trusted skater, new today',
        opponent: () => service.registerUser({ isTrusted: true }),
        counts: true,
      },
    ])('a win over $who: counts $counts', async ({ opponent: opponentOf, counts }) => {
      const winner = await service.establishedUser();
      const opponent = await opponentOf();
      await forfeit(await trickSet(await accepted(winner, opponent), winner), opponent);
      expect(await recordOf(winner)).toMatchObject({ wins: counts ? 1 : 0, played: counts ? 1 : 0 });
    });
  });
});
