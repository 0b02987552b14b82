import type { NotificationPageDto } from '@boonies/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notificationListKey } from '@/lib/query-keys';

export function fetchNotifications(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationPageDto> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiClient.get<NotificationPageDto>(`/api/notifications${query}`, { signal });
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
