import type { AdminMessageDto, AdminMessagePageDto } from '@boonies/contracts/messaging';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminKeys } from '@/lib/query-keys';

export interface MessageEdit {
  id: string;
  content: string;
}

export function editMessage({ id, content }: MessageEdit): Promise<AdminMessageDto> {
  return api.PATCH('/api/admin/messages/{id}', { params: { path: { id } }, body: { content } });
}

/** Replaces a message's content; every cached list of the Messages tab shows the new text at once. */
export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMessage,
    onSuccess: (edited) => {
      queryClient.setQueriesData<InfiniteData<AdminMessagePageDto, string | null>>(
        { queryKey: adminKeys.allMessages() },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              messages: page.messages.map((message) => (message.id === edited.id ? edited : message)),
            })),
          },
      );
    },
  });
}
