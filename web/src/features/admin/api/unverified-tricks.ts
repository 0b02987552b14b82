import type { UnverifiedTrickDto } from '@boonies/contracts/tricks';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminKeys } from '@/lib/query-keys';

/** The first 20 learned but unverified tricks, oldest first (the server caps the list). */
export function fetchUnverifiedTricks(signal?: AbortSignal): Promise<UnverifiedTrickDto[]> {
  return api.GET('/api/admin/unverified-tricks', { signal });
}

export function useUnverifiedTricks() {
  return useQuery({
    queryKey: adminKeys.unverifiedTricks(),
    queryFn: ({ signal }) => fetchUnverifiedTricks(signal),
  });
}
