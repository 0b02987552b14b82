import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { gameKey, gameListsKey, gamesKey, gamesRecordsKey } from '@/lib/query-keys';

/**
 * Keeps open games and the lists in step with the pushes: the game's page refetches itself, and the
 * lists (and records, once a game ends) follow. After a reconnect, every game read is fetched again.
 */
export function useGamesLiveUpdates(): void {
  const queryClient = useQueryClient();

  useRealtimeEvent(REALTIME_EVENTS.gamesUpdated, ({ gameId }) => {
    void queryClient.invalidateQueries({ queryKey: gameKey(gameId) });
    void queryClient.invalidateQueries({ queryKey: gameListsKey });
    void queryClient.invalidateQueries({ queryKey: gamesRecordsKey });
  });

  useRealtimeEvent('realtime:reconnected', () => {
    void queryClient.invalidateQueries({ queryKey: gamesKey });
  });
}
