import type { GameChangedV1 } from '@boonies/contracts/games';
import { type GamesUpdatedPush, REALTIME_EVENTS } from '@boonies/contracts/realtime';
import type { Push } from '../realtime/realtime-push';

/** A game changed: to each of its players' tabs, and nobody else's. */
export function pushesForGameChanged(change: GameChangedV1): Push[] {
  const payload: GamesUpdatedPush = { gameId: change.gameId };
  return [...new Set(change.playerIds)].map((userId) => ({
    to: 'user',
    userId,
    event: REALTIME_EVENTS.gamesUpdated,
    payload,
  }));
}
