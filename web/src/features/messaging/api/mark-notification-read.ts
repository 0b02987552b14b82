import type { NotificationDto } from '@boonies/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { inboxSummaryKey, notificationsKey } from '@/lib/query-keys';

export function markNotificationRead(notificationId: string): Promise<NotificationDto> {
  return api.PATCH('/api/notifications/{id}/read', { params: { path: { id: notificationId } } });
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
