import type { NotificationDto } from '@boonies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inboxSummaryKey, notificationsKey } from '@/lib/query-keys';

export function markNotificationRead(notificationId: string): Promise<NotificationDto> {
  return apiClient.patch<NotificationDto>(`/api/notifications/${encodeURIComponent(notificationId)}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
    },
  });
}
