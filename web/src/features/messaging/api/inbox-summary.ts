import type { InboxSummaryDto } from '@boonies/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const inboxSummaryKey = ['inbox', 'summary'] as const;

export function fetchInboxSummary(signal?: AbortSignal): Promise<InboxSummaryDto> {
  return apiClient.get<InboxSummaryDto>('/api/users/summary', { signal });
}

export function inboxSummaryQueryOptions() {
  return queryOptions({
    queryKey: inboxSummaryKey,
    queryFn: ({ signal }) => fetchInboxSummary(signal),
  });
}

export function useInboxSummary() {
  return useQuery(inboxSummaryQueryOptions());
}

/** Anything waiting for the skater: what lights the header's dot. */
export function unreadTotal(summary: InboxSummaryDto | undefined): number {
  if (!summary) return 0;
  return summary.unreadMessages + summary.unreadNotifications + summary.pendingSponsorships;
}
