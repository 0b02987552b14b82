import { anyTrickSet } from './game-rules';
import type { GameState, PlayerState } from './game-state';

/** A player's result as the games records and the games leaderboard count it. */
export type CountedResult = 'won' | 'lost';

/**
 * Whether the player took part in the game: they accepted, and they were still in it when a trick was
 * first set. A forfeit before that is a withdrawal, and a game that ends before anyone set a trick was
 * never played.
 */
export function tookPart(state: GameState, player: PlayerState): boolean {
  return player.invitation === 'accepted' && !player.withdrew && anyTrickSet(state);
}

/**
 * What a finished game counts for on each player's record and the games leaderboard. A result is worth what
 * the opponents behind it are: a player's win or loss counts when they took part, and so did at least one
 * other player, and every other player who took part had standing when the game ended (`withStanding`).
 * Anyone else is left out: the game counts for them as no game at all, neither won nor lost.
 *
 * So a win over throwaway accounts, or over skaters who forfeited before the first trick, counts for
 * nothing; and a loss counts only against opponents with standing, whatever the loser's own standing.
 */
export function countedResults(
  state: GameState,
  withStanding: ReadonlySet<string>,
): Map<string, CountedResult> {
  const results = new Map<string, CountedResult>();
  if (state.status !== 'finished') return results;
  const players = state.players.filter((player) => tookPart(state, player));
  for (const player of players) {
    const opponents = players.filter((other) => other.userId !== player.userId);
    if (opponents.length === 0 || !opponents.every((opponent) => withStanding.has(opponent.userId))) continue;
    results.set(player.userId, state.winnerId === player.userId ? 'won' : 'lost');
  }
  return results;
}

/** Those who took part in the game: whose standing decides what it counts for. */
export function participantIds(state: GameState): string[] {
  return state.players.filter((player) => tookPart(state, player)).map((player) => player.userId);
}
