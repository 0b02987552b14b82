import {
  isUndoable,
  type ModerationAction,
  type ReportCaseDto,
  type ReportCasePageDto,
  type ReportSort,
  type ReportStatus,
} from '@boonies/contracts/admin';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { serverMessageOf } from '@/lib/api-client';
import { api } from '@/lib/api/client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminKeys } from '@/lib/query-keys';

export function fetchReportPage(
  status: ReportStatus,
  sort: ReportSort,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReportCasePageDto> {
  return api.GET('/api/admin/reports', {
    params: { query: { status, sort, cursor: cursor ?? undefined } },
    signal,
  });
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
  return api.POST('/api/admin/reports/{id}/resolve', { params: { path: { id } }, body });
}

export function reopenReport(id: string): Promise<ReportCaseDto> {
  return api.POST('/api/admin/reports/{id}/reopen', { params: { path: { id } } });
}

/**
 * Closes a case; the queue (open and resolved) and the Users tab refresh. The toast offers Undo for a hide,
 * a suspension or a dismissal: the case is reopened (the content shown again, the suspension lifted).
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  const refresh = (action: ModerationAction) => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.allReports() });
    if (action === 'suspend') void queryClient.invalidateQueries({ queryKey: adminKeys.allUsers() });
  };
  // A plain call, not a mutation of the card: the card leaves the open queue as soon as it is resolved.
  const undo = ({ id, action }: Resolution) =>
    reopenReport(id).then(
      () => {
        toast.success(ADMIN_MESSAGES.undone[action]);
        refresh(action);
      },
      (error: unknown) => toast.error(ADMIN_MESSAGES.undoFailed, { description: serverMessageOf(error) }),
    );
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_resolved, resolution) => {
      const { action } = resolution;
      toast.success(
        ADMIN_MESSAGES.resolved[action],
        isUndoable(action) ? { action: { label: 'Undo', onClick: () => void undo(resolution) } } : {},
      );
      refresh(action);
    },
    onError: (error) => toast.error(ADMIN_MESSAGES.resolveFailed, { description: serverMessageOf(error) }),
  });
}
