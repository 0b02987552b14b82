import type { AuditPageDto } from '@boonies/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function fetchAuditPage(before: string | null, signal?: AbortSignal): Promise<AuditPageDto> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiClient.get<AuditPageDto>(`/api/admin/audit-log${query}`, { signal });
}

/** Newest first, a page at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.auditLog(),
    queryFn: ({ pageParam, signal }) => fetchAuditPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
