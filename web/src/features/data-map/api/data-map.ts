import type { DataMapDto } from '@boonies/contracts/rpc';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminKeys } from '@/lib/query-keys';

export function fetchDataMap(signal?: AbortSignal): Promise<DataMapDto> {
  return api.GET('/api/admin/data-map', { signal });
}

/** What every running service stores, answers and announces; asked afresh on each visit. */
export function useDataMap() {
  return useQuery({
    queryKey: adminKeys.dataMap(),
    queryFn: ({ signal }) => fetchDataMap(signal),
    staleTime: 0,
  });
}
