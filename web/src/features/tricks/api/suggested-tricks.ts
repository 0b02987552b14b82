import type { TrickDto } from '@boonies/contracts/tricks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { suggestedTricksKey } from '@/lib/query-keys';

/** The signed-in skater's next tricks: not learned yet, every prerequisite learned. */
export function fetchSuggestedTricks(signal?: AbortSignal): Promise<TrickDto[]> {
  return api.GET('/api/tricks/suggestions', { signal });
}

export function suggestedTricksQueryOptions() {
  return queryOptions({
    queryKey: suggestedTricksKey,
    queryFn: ({ signal }) => fetchSuggestedTricks(signal),
  });
}

/** Brands have no progress, hence no suggestions: `enabled` is false for them. */
export function useSuggestedTricks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...suggestedTricksQueryOptions(), enabled });
}
