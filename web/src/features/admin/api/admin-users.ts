import type { AdminUserDto } from '@boonies/contracts/auth';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminKeys } from '@/lib/query-keys';

export function fetchAdminUsers(q: string, signal?: AbortSignal): Promise<AdminUserDto[]> {
  return api.GET('/api/admin/users', { params: { query: { q: q || undefined } }, signal });
}

/**
 * Everyone, or those matching `q`; the previous list stays on screen while a new search loads. `enabled`
 * lets a picker wait until enough has been typed.
 */
export function useAdminUsers(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ signal }) => fetchAdminUsers(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
