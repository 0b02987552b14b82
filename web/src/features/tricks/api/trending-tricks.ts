import type { TrendingTrickDto } from '@boonies/contracts/tricks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { trendingTricksKey } from '@/lib/query-keys';

export function fetchTrendingTricks(signal?: AbortSignal): Promise<TrendingTrickDto[]> {
  return api.GET('/api/tricks/trending', { signal });
}

export function trendingTricksQueryOptions() {
  return queryOptions({
    queryKey: trendingTricksKey,
    queryFn: ({ signal }) => fetchTrendingTricks(signal),
  });
}

export function useTrendingTricks() {
  return useQuery(trendingTricksQueryOptions());
}
