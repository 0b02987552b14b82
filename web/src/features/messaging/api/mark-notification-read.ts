import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inboxSummaryKey } from './inbox-summary';
import { notificationsKey } from './notifications';

export function markNotificationRead(notificationId: string): Promise<unknown> {
  return apiClient.patch(`/api/notifications/${encodeURIComponent(notificationId)}/read`);
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
