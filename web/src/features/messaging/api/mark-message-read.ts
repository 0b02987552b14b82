import type { MessageDto } from '@boonies/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { inboxSummaryKey, messageBoxKey } from '@/lib/query-keys';

export function markMessageRead(messageId: string): Promise<MessageDto> {
  return api.PATCH('/api/messages/{id}/read', { params: { path: { id: messageId } } });
}

/** Marks a received message read; the Received and Sent lists and the header's dot follow. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messageBoxKey('received') });
      void queryClient.invalidateQueries({ queryKey: messageBoxKey('sent') });
      void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
    },
  });
}
