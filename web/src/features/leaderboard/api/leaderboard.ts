import type { LeaderboardEntryDto, LeaderboardFilter } from '@boonies/contracts/tricks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { leaderboardKey } from '@/lib/query-keys';

/** Standings move as tricks get verified: a board older than a minute is fetched again when shown. */
const LEADERBOARD_STALE_TIME = 60_000;

/** Skaters without a verified point yet are left out unless asked for (the server filters them). */
export function fetchLeaderboard(
  filter: LeaderboardFilter,
  showUnscored = false,
  signal?: AbortSignal,
): Promise<LeaderboardEntryDto[]> {
  return api.GET('/api/leaderboard', {
    params: { query: { filter, hideUnscored: showUnscored ? undefined : true } },
    signal,
  });
}

export function leaderboardQueryOptions(filter: LeaderboardFilter, showUnscored = false) {
  return queryOptions({
    queryKey: [...leaderboardKey(filter), { showUnscored }] as const,
    queryFn: ({ signal }) => fetchLeaderboard(filter, showUnscored, signal),
    staleTime: LEADERBOARD_STALE_TIME,
  });
}

export function useLeaderboard(filter: LeaderboardFilter, showUnscored = false) {
  return useQuery(leaderboardQueryOptions(filter, showUnscored));
}
