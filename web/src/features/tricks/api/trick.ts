import type { TrickDto } from '@boonies/contracts/tricks';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { CATALOGUE_STALE_TIME, tricksQueryOptions } from '@/lib/catalogue/api/tricks';
import { trickKey } from '@/lib/query-keys';

export function fetchTrick(trickId: string, signal?: AbortSignal): Promise<TrickDto> {
  return api.GET('/api/tricks/{id}', { params: { path: { id: trickId } }, signal });
}

export function trickQueryOptions(trickId: string) {
  return queryOptions({
    queryKey: trickKey(trickId),
    queryFn: ({ signal }) => fetchTrick(trickId, signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

/**
 * One trick. Coming from the list, the catalogue already holds it: the page shows that copy at once and
 * fetches the trick's own record only once that copy is as old as the catalogue allows.
 */
export function useTrick(trickId: string) {
  const queryClient = useQueryClient();
  const catalogueKey = tricksQueryOptions().queryKey;
  return useQuery({
    ...trickQueryOptions(trickId),
    initialData: () => queryClient.getQueryData(catalogueKey)?.find((trick) => trick.id === trickId),
    initialDataUpdatedAt: () => queryClient.getQueryState(catalogueKey)?.dataUpdatedAt,
  });
}
