import type { CallerIdentity } from '@boonies/contracts/common';
import { GAME_MESSAGES } from '@boonies/contracts/games';
import { DomainError } from '@boonies/platform';
import type { GameState } from '../rules/game-state';
import { NO_SUCH_GAME } from './refusals';

/**
 * A game is the players' business: they see it and play it; an admin may look but not play; anyone else
 * does not learn it exists.
 */
export function checkMayView(caller: CallerIdentity, state: GameState): void {
  const isPlayer = state.players.some((player) => player.userId === caller.userId);
  if (!isPlayer && !caller.isAdmin) throw NO_SUCH_GAME();
}

export function checkMayPlay(caller: CallerIdentity, state: GameState): void {
  checkMayView(caller, state);
  if (!state.players.some((player) => player.userId === caller.userId)) {
    throw new DomainError('FORBIDDEN', GAME_MESSAGES.notAPlayer);
  }
}
