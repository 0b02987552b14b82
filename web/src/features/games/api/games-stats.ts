import type { GameRecordDto, GamesLeaderboardPageDto } from '@boonies/contracts/games';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { gamesLeaderboardKey, gamesRecordKey } from '@/lib/query-keys';

export function fetchGamesRecord(userId: string, signal?: AbortSignal): Promise<GameRecordDto> {
  return api.GET('/api/games/record/{userId}', { params: { path: { userId } }, signal });
}

export function gamesRecordQueryOptions(userId: string) {
  return queryOptions({
    queryKey: gamesRecordKey(userId),
    queryFn: ({ signal }) => fetchGamesRecord(userId, signal),
  });
}

/** A skater's wins, losses, games played and games going on. */
export function useGamesRecord(userId: string) {
  return useQuery(gamesRecordQueryOptions(userId));
}

export function fetchGamesLeaderboard(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<GamesLeaderboardPageDto> {
  return api.GET('/api/games/leaderboard', { params: { query: { cursor: cursor ?? undefined } }, signal });
}

export function gamesLeaderboardQueryOptions() {
  return infiniteQueryOptions({
    queryKey: gamesLeaderboardKey,
    queryFn: ({ pageParam, signal }) => fetchGamesLeaderboard(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: GamesLeaderboardPageDto) => page.nextCursor,
  });
}

export function useGamesLeaderboard() {
  return useInfiniteQuery(gamesLeaderboardQueryOptions());
}
