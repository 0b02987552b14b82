import type { UserSummaryDto } from '@boonies/contracts/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { suggestedSkatersKey } from '@/lib/query-keys';

export function fetchSuggestedSkaters(signal?: AbortSignal): Promise<UserSummaryDto[]> {
  return api.GET('/api/users/suggested', { signal });
}

export function suggestedSkatersQueryOptions() {
  return queryOptions({
    queryKey: suggestedSkatersKey,
    queryFn: ({ signal }) => fetchSuggestedSkaters(signal),
    // Kept while the skater follows from the card (so the row does not jump away), fresh on the next visit.
    staleTime: 5 * 60_000,
  });
}

export function useSuggestedSkaters() {
  return useQuery(suggestedSkatersQueryOptions());
}
