import { SEARCH_MIN_LENGTH, type UserSummaryDto } from '@boonies/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { athleteSearchKey } from '@/lib/query-keys';

/** Skaters a brand may sponsor: the user search without brand accounts. */
export function searchAthletes(q: string, signal?: AbortSignal): Promise<UserSummaryDto[]> {
  const query = new URLSearchParams({ q, excludeBrands: 'true' });
  return apiClient.get<UserSummaryDto[]>(`/api/users/search?${query}`, { signal });
}

export function athleteSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: athleteSearchKey(q),
    queryFn: ({ signal }) => searchAthletes(q, signal),
    staleTime: 30_000,
  });
}

/** Nothing is asked below the minimum length. */
export function useAthleteSearch(q: string) {
  return useQuery({ ...athleteSearchQueryOptions(q), enabled: q.length >= SEARCH_MIN_LENGTH });
}
