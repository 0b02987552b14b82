import type { NotificationPageDto } from '@boonies/contracts/messaging';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { notificationListKey } from '@/lib/query-keys';

export function fetchNotifications(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationPageDto> {
  return api.GET('/api/notifications', { params: { query: { cursor: cursor ?? undefined } }, signal });
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationListKey,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: NotificationPageDto) => page.nextCursor,
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
