import type { MarkedReadDto } from '@boonies/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { inboxSummaryKey, notificationsKey } from '@/lib/query-keys';

export function markAllNotificationsRead(): Promise<MarkedReadDto> {
  return api.PATCH('/api/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
    },
  });
}
