import type { TrickDto, TrickSummaryDto } from '@boonies/contracts/tricks';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api/client';
import { buildCatalogue, type Catalogue } from '../catalogue';
import { trickListKey, trickSummariesKey } from '@/lib/query-keys';

/** The catalogue changes only when an admin edits it: five minutes between fetches (the server sends an ETag). */
export const CATALOGUE_STALE_TIME = 5 * 60_000;

export function fetchTricks(signal?: AbortSignal): Promise<TrickDto[]> {
  return api.GET('/api/tricks', { signal });
}

export function tricksQueryOptions() {
  return queryOptions({
    queryKey: trickListKey,
    queryFn: ({ signal }) => fetchTricks(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

export function fetchTrickSummaries(signal?: AbortSignal): Promise<TrickSummaryDto[]> {
  return api.GET('/api/tricks/summaries', { signal });
}

/** The catalogue without its guides: a tenth of the bytes, all the list and the map show. */
export function trickSummariesQueryOptions() {
  return queryOptions({
    queryKey: trickSummariesKey,
    queryFn: ({ signal }) => fetchTrickSummaries(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}

/** The whole catalogue, indexed once per fetch (`select` keeps the result until the data changes). */
export function useCatalogue({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tricksQueryOptions(), select: buildCatalogue<TrickDto>, enabled });
}

/**
 * The catalogue as the tracker shows it, from the summaries. While they load (or wait for a connection), a
 * whole catalogue already on the device (a search opened it, or a copy kept before summaries existed)
 * stands in for them.
 */
export function useCatalogueSummaries() {
  const queryClient = useQueryClient();
  // One function for the component's life: the query indexes a placeholder again whenever this changes.
  const wholeCatalogue = useCallback(
    () => queryClient.getQueryData(tricksQueryOptions().queryKey),
    [queryClient],
  );
  return useQuery({
    ...trickSummariesQueryOptions(),
    select: buildCatalogue<TrickSummaryDto>,
    placeholderData: wholeCatalogue,
  });
}

export type { Catalogue };
