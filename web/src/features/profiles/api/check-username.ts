import type { UsernameAvailabilityDto } from '@boonies/contracts/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { usernameAvailableKey } from '@/lib/query-keys';

export function checkUsername(name: string, signal?: AbortSignal): Promise<UsernameAvailabilityDto> {
  return api.GET('/api/users/check-username/{name}', { params: { path: { name } }, signal });
}

export function usernameAvailabilityQueryOptions(name: string) {
  return queryOptions({
    queryKey: usernameAvailableKey(name),
    queryFn: ({ signal }) => checkUsername(name, signal),
    // Someone may take the name meanwhile: an answer is trusted for half a minute.
    staleTime: 30_000,
  });
}

/** Whether `name` is free; asks only when `enabled` (a changed, well-formed name). */
export function useUsernameAvailability(name: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...usernameAvailabilityQueryOptions(name), enabled });
}
