import type { TrickDto } from '@boonies/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { buildCatalogue, type Catalogue } from '../catalogue';
import { trickListKey } from '@/lib/query-keys';

/** The catalogue changes only when an admin edits it: five minutes between fetches (the server sends an ETag). */
export const CATALOGUE_STALE_TIME = 5 * 60_000;

export function fetchTricks(signal?: AbortSignal): Promise<TrickDto[]> {
  return apiClient.get<TrickDto[]>('/api/tricks', { signal });
}

export function tricksQueryOptions() {
  return queryOptions({
    queryKey: trickListKey,
    queryFn: ({ signal }) => fetchTricks(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

/** The whole catalogue, indexed once per fetch (`select` keeps the result until the data changes). */
export function useCatalogue({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tricksQueryOptions(), select: buildCatalogue, enabled });
}

export type { Catalogue };
