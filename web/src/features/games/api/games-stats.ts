import type { GamesLeaderboardPageDto, GameRecordDto } from '@boonies/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { gamesLeaderboardKey, gamesRecordKey } from '@/lib/query-keys';

export function fetchGamesRecord(userId: string, signal?: AbortSignal): Promise<GameRecordDto> {
  return apiClient.get<GameRecordDto>(`/api/games/record/${encodeURIComponent(userId)}`, { signal });
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
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiClient.get<GamesLeaderboardPageDto>(`/api/games/leaderboard${query}`, { signal });
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
