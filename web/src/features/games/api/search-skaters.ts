import { SEARCH_MIN_LENGTH, type UserSummaryDto } from '@boonies/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { athleteSearchKey } from '@/lib/query-keys';

/** Skaters who may be challenged: the user search without brand accounts (brands do not play). */
function searchSkaters(q: string, signal?: AbortSignal): Promise<UserSummaryDto[]> {
  const query = new URLSearchParams({ q, excludeBrands: 'true' });
  return apiClient.get<UserSummaryDto[]>(`/api/users/search?${query}`, { signal });
}

/** Nothing is asked below the minimum length; the answers are shared with the sponsorships' search. */
export function useSkaterSearch(q: string) {
  return useQuery({
    queryKey: athleteSearchKey(q),
    queryFn: ({ signal }) => searchSkaters(q, signal),
    staleTime: 30_000,
    enabled: q.length >= SEARCH_MIN_LENGTH,
  });
}
