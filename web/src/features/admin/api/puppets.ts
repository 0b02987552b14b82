import type { PuppetDto } from '@boonies/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminKeys } from '@/lib/query-keys';

export function fetchPuppets(signal?: AbortSignal): Promise<PuppetDto[]> {
  return api.GET('/api/admin/puppets', { signal });
}

export function usePuppets() {
  return useQuery(
    queryOptions({ queryKey: adminKeys.puppets(), queryFn: ({ signal }) => fetchPuppets(signal) }),
  );
}
