import type { InboxSummaryDto } from '@boonies/contracts/messaging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { inboxSummaryKey } from '@/lib/query-keys';

export function fetchInboxSummary(signal?: AbortSignal): Promise<InboxSummaryDto> {
  return api.GET('/api/users/summary', { signal });
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

/**
 * What the header's bell counts: unread notifications, exactly what the Notifications tab it opens lists
 * as new and "Mark all as read" clears. Messages are no notifications: the inbox's Chats tab counts them
 * (`unreadMessages`), and reading a conversation clears them. A sponsorship request already arrives as a
 * notification, so adding its own count would count it twice and outlive "Mark all as read".
 */
export function bellCount(summary: InboxSummaryDto | undefined): number {
  return summary?.unreadNotifications ?? 0;
}
