import { answerInvitation, bail, callClip, forfeit, newGame, postAttempt, setTrick } from './game-rules';
import { countedResults, participantIds } from './game-results';
import type { GameState } from './game-state';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const at = (hours: number) => new Date(T0 + hours * 3_600_000).toISOString();
const A = 'a';
const B = 'b';
const C = 'c';
const D = 'd';

/** A game the first player challenged the others to, every invitation accepted, at hour 0. */
function started(players: string[]): GameState {
  let { state } = newGame({
    challengerId: players[0],
    opponentIds: players.slice(1),
    turnHours: 48,
    now: at(0),
  });
  for (const player of players.slice(1)) state = answerInvitation(state, player, true, at(0)).state;
  return state;
}

let clips = 0;
/** The current setter sets a trick: the game has begun. */
function trickSet(state: GameState, hour: number): GameState {
  const setter = state.turns.at(-1)!.setterId;
  return setTrick(state, setter, 'ollie-1', { postId: `post-${++clips}`, postedAt: at(hour) }, at(hour))
    .state;
}

/** Each player forfeits in turn, at the hour given. */
function forfeits(state: GameState, players: string[], hour: number): GameState {
  return players.reduce((game, player) => forfeit(game, player, at(hour)).state, state);
}

const results = (state: GameState, withStanding: string[]) =>
  Object.fromEntries(countedResults(state, new Set(withStanding)));

describe('what a game counts for on the records', () => {
  it('counts a win and a loss between players with standing once a trick was set', () => {
    const game = forfeits(trickSet(started([A, B]), 1), [B], 2);
    expect(game).toMatchObject({ status: 'finished', winnerId: A });
    expect(results(game, [A, B])).toEqual({ [A]: 'won', [B]: 'lost' });
  });

  it('counts a game played out to S-K-A-T-E like any other', () => {
    let game = started([A, B]);
    for (let hour = 1; game.status === 'active'; hour++) {
      game = trickSet(game, hour);
      const { setterId, set } = game.turns.at(-1)!;
      const attempter = setterId === A ? B : A;
      game = callClip(game, attempter, set!.postId, 'make', at(hour)).state;
      if (attempter === B) game = bail(game, B, at(hour)).state;
      else {
        const attempt = { postId: `post-${++clips}`, postedAt: at(hour) };
        game = postAttempt(game, A, attempt, at(hour)).state;
        game = callClip(game, B, attempt.postId, 'make', at(hour)).state;
      }
    }
    expect(game).toMatchObject({ status: 'finished', winnerId: A });
    expect(game.players.map((player) => [player.letters, player.forfeited])).toEqual([
      [0, false],
      [5, false],
    ]);
    expect(results(game, [A, B])).toEqual({ [A]: 'won', [B]: 'lost' });
  });

  it('gives no win over an opponent without standing; their loss to one with standing counts', () => {
    const game = forfeits(trickSet(started([A, B]), 1), [B], 2);
    expect(results(game, [A])).toEqual({ [B]: 'lost' });
    expect(results(game, [B])).toEqual({ [A]: 'won' });
    expect(results(game, [])).toEqual({});
  });

  it('counts a forfeit before any trick was set as no game: not a win, not a loss', () => {
    const farmed = forfeits(started([A, B, C, D]), [B, C, D], 1);
    expect(farmed).toMatchObject({ status: 'finished', winnerId: A });
    expect(farmed.players.filter((player) => player.withdrew).map((player) => player.userId)).toEqual([
      B,
      C,
      D,
    ]);
    expect(results(farmed, [A, B, C, D])).toEqual({});
    expect(participantIds(farmed)).toEqual([]);
    // A setter who gives up before setting anything withdraws too.
    expect(results(forfeits(started([A, B]), [A], 1), [A, B])).toEqual({});
  });

  it('leaves out a player who withdrew; the rest of the game counts among those who played on', () => {
    let game = forfeits(started([A, B, C]), [B], 1);
    game = forfeits(trickSet(game, 2), [C], 3);
    expect(game).toMatchObject({ status: 'finished', winnerId: A });
    expect(participantIds(game)).toEqual([A, C]);
    // B had no standing, and need not have: B withdrew.
    expect(results(game, [A, C])).toEqual({ [A]: 'won', [C]: 'lost' });
  });

  it('a forfeit once a trick was set is a loss, even with the set void', () => {
    let game = trickSet(started([A, B]), 1);
    game = callClip(game, B, game.turns[0].set!.postId, 'fake', at(1)).state;
    game = forfeits(game, [B], 2);
    expect(game.players.find((player) => player.userId === B)?.withdrew).toBe(false);
    expect(results(game, [A, B])).toEqual({ [A]: 'won', [B]: 'lost' });
  });

  it('with several opponents, counts only for a player every one of whose opponents had standing', () => {
    const game = forfeits(trickSet(started([A, B, C]), 1), [B, C], 2);
    expect(results(game, [A, C])).toEqual({ [B]: 'lost' });
    expect(results(game, [A, B, C])).toEqual({ [A]: 'won', [B]: 'lost', [C]: 'lost' });
  });

  it('counts nothing for a game that has not finished', () => {
    const game = trickSet(started([A, B]), 1);
    expect(results(game, [A, B])).toEqual({});
    expect(results(started([A, B]), [A, B])).toEqual({});
  });

  it('counts a forfeit of a game stored before withdrawals were kept as the loss it was', () => {
    const game = forfeits(trickSet(started([A, B, C]), 1), [B, C], 2);
    const stored = structuredClone(game);
    for (const player of stored.players) delete player.withdrew;
    expect(results(stored, [A, B, C])).toEqual(results(game, [A, B, C]));
  });
});
