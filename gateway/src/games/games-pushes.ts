import { REALTIME_EVENTS, type GameChangedV1, type GamesUpdatedPush } from '@boonies/contracts';
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
