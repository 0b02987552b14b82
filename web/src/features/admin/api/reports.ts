import type {
  ModerationAction,
  ReportCaseDto,
  ReportCasePageDto,
  ReportSort,
  ReportStatus,
} from '@boonies/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiClient, serverMessageOf } from '@/lib/api-client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminKeys } from '@/lib/query-keys';

export function fetchReportPage(
  status: ReportStatus,
  sort: ReportSort,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReportCasePageDto> {
  const params = new URLSearchParams({ status, sort });
  if (cursor) params.set('cursor', cursor);
  return apiClient.get<ReportCasePageDto>(`/api/admin/reports?${params}`, { signal });
}

/** The moderation queue, a page at a time. */
export function useReportQueue(status: ReportStatus, sort: ReportSort) {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status, sort),
    queryFn: ({ pageParam, signal }) => fetchReportPage(status, sort, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export interface Resolution {
  id: string;
  action: ModerationAction;
  days?: number;
  note?: string;
}

export function resolveReport({ id, ...body }: Resolution): Promise<ReportCaseDto> {
  return apiClient.post<ReportCaseDto>(`/api/admin/reports/${encodeURIComponent(id)}/resolve`, body);
}

/** Closes a case; the queue (open and resolved) and the Users tab refresh. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_resolved, { action }) => {
      toast.success(ADMIN_MESSAGES.resolved[action]);
      void queryClient.invalidateQueries({ queryKey: adminKeys.allReports() });
      if (action === 'suspend') void queryClient.invalidateQueries({ queryKey: adminKeys.allUsers() });
    },
    onError: (error) => toast.error(ADMIN_MESSAGES.resolveFailed, { description: serverMessageOf(error) }),
  });
}
