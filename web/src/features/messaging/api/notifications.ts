import type { NotificationPageDto } from '@boonies/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const notificationsKey = ['notifications'] as const;

export function fetchNotifications(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationPageDto> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiClient.get<NotificationPageDto>(`/api/notifications${query}`, { signal });
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...notificationsKey, 'list'] as const,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: NotificationPageDto) => page.nextCursor,
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
