import type { AuditMode, AuditPageDto } from '@boonies/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '@/lib/api/client';
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

/** The query of a page: the filters set, in a fixed order, then the cursor. */
export function auditQuery(
  { actor, targetUser, action, mode, from, to }: AuditFilters,
  before: string | null,
) {
  const set = <T extends string>(value: T | undefined) => value || undefined;
  return {
    actor: set(actor),
    targetUser: set(targetUser),
    // The form offers only AUDIT_ACTIONS, which the contracts type as plain strings; the document lists them.
    action: set(action) as QueryOf<'/api/admin/audit-log'>['action'],
    mode: set(mode),
    from: set(from),
    to: set(to),
    before: before ?? undefined,
  };
}

export function fetchAuditPage(
  filters: AuditFilters,
  before: string | null,
  signal?: AbortSignal,
): Promise<AuditPageDto> {
  return api.GET('/api/admin/audit-log', { params: { query: auditQuery(filters, before) }, signal });
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
