import type { GameListStatus, GamePageDto, GameView } from '@boonies/contracts/games';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

import { gameKey, gameListKey } from '@/lib/query-keys';

export function fetchGame(gameId: string, signal?: AbortSignal): Promise<GameView> {
  return api.GET('/api/games/{id}', { params: { path: { id: gameId } }, signal });
}

/** How often a game with a clip still being processed is asked for again. */
export const PROCESSING_REFRESH_MS = 3_000;

/** Whether a clip of the game is still uploading or being processed: it shows "Processing…" until ready. */
export function hasProcessingClip(game: GameView | undefined): boolean {
  if (!game) return false;
  return game.timeline.some((turn) =>
    [turn.set, ...turn.attempts.map((attempt) => attempt.clip)].some(
      (clip) => clip?.media?.status === 'processing' || clip?.media?.status === 'uploading',
    ),
  );
}

export function gameQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: gameKey(gameId),
    queryFn: ({ signal }) => fetchGame(gameId, signal),
    refetchInterval: (query) => (hasProcessingClip(query.state.data) ? PROCESSING_REFRESH_MS : false),
  });
}

export function useGame(gameId: string) {
  return useQuery(gameQueryOptions(gameId));
}

/** `GET /api/games?status=`: the caller's games, newest activity first (active includes invitations). */
export function fetchGames(
  status: GameListStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<GamePageDto> {
  return api.GET('/api/games', { params: { query: { status, cursor: cursor ?? undefined } }, signal });
}

export function gamesQueryOptions(status: GameListStatus) {
  return infiniteQueryOptions({
    queryKey: gameListKey(status),
    queryFn: ({ pageParam, signal }) => fetchGames(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: GamePageDto) => page.nextCursor,
  });
}

export function useGames(status: GameListStatus) {
  return useInfiniteQuery(gamesQueryOptions(status));
}
