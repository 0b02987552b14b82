import type { LeaderboardEntryDto, LeaderboardFilter } from '@boonies/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { leaderboardKey } from '@/lib/query-keys';

/** Standings move as tricks get verified: a board older than a minute is fetched again when shown. */
const LEADERBOARD_STALE_TIME = 60_000;

export function fetchLeaderboard(
  filter: LeaderboardFilter,
  signal?: AbortSignal,
): Promise<LeaderboardEntryDto[]> {
  return apiClient.get<LeaderboardEntryDto[]>(`/api/leaderboard?filter=${encodeURIComponent(filter)}`, {
    signal,
  });
}

export function leaderboardQueryOptions(filter: LeaderboardFilter) {
  return queryOptions({
    queryKey: leaderboardKey(filter),
    queryFn: ({ signal }) => fetchLeaderboard(filter, signal),
    staleTime: LEADERBOARD_STALE_TIME,
  });
}

export function useLeaderboard(filter: LeaderboardFilter) {
  return useQuery(leaderboardQueryOptions(filter));
}
