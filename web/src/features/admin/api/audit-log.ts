import type { AuditMode, AuditPageDto } from '@boonies/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** What the audit log can be narrowed to; every field optional, the empty object is everything. */
export interface AuditFilters {
  actor?: string;
  targetUser?: string;
  action?: string;
  mode?: AuditMode;
  /** ISO 8601 moments: entries at or after `from`, before `to`. */
  from?: string;
  to?: string;
}

/** The query string of a page: the filters in a fixed order, then the cursor. */
export function auditQueryString(filters: AuditFilters, before: string | null): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'targetUser', 'action', 'mode', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (before) params.set('before', before);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function fetchAuditPage(
  filters: AuditFilters,
  before: string | null,
  signal?: AbortSignal,
): Promise<AuditPageDto> {
  return apiClient.get<AuditPageDto>(`/api/admin/audit-log${auditQueryString(filters, before)}`, { signal });
}

/** Newest first, a page at a time, within the filters. */
export function useAuditLog(filters: AuditFilters = {}) {
  return useInfiniteQuery({
    queryKey: adminKeys.auditLog(filters),
    queryFn: ({ pageParam, signal }) => fetchAuditPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
