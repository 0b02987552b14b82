import type { AdminUserDto } from '@boonies/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function fetchAdminUsers(q: string, signal?: AbortSignal): Promise<AdminUserDto[]> {
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  return apiClient.get<AdminUserDto[]>(`/api/admin/users${query}`, { signal });
}

/** Everyone, or those matching `q`; the previous list stays on screen while a new search loads. */
export function useAdminUsers(q: string) {
  return useQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ signal }) => fetchAdminUsers(q, signal),
    placeholderData: keepPreviousData,
  });
}
