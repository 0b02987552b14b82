import type { MessageDto, MessagePageDto } from '@boonies/contracts/messaging';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ApiError, serverMessageOf } from '@/lib/api-client';
import { api } from '@/lib/api/client';
import { conversationKey, messageBoxKey, notificationsKey } from '@/lib/query-keys';

export interface SendMessageRequest {
  recipientId: string;
  content: string;
}

/**
 * A refusal the server explains (a block, messages off, no such skater): its own words, which say more
 * than "try again"; `undefined` for failures retrying may fix.
 */
export function sendRefusalOf(error: unknown): string | undefined {
  return error instanceof ApiError && (error.status === 403 || error.status === 404)
    ? serverMessageOf(error)
    : undefined;
}

export function sendMessage(request: SendMessageRequest): Promise<MessageDto> {
  return api.POST('/api/messages', { body: request });
}

/**
 * Sends a direct message; it joins the open conversation at once, then the conversation, the Sent box
 * and the notifications are refreshed, as the product does after a send.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<MessagePageDto, string | null>>(
        conversationKey(message.recipientId),
        (data) => appendToConversation(data, message),
      );
      void queryClient.invalidateQueries({ queryKey: conversationKey(message.recipientId) });
      void queryClient.invalidateQueries({ queryKey: messageBoxKey('sent') });
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}

/** The newest page is the first one; a message already there (a push arrived first) is not added twice. */
export function appendToConversation(
  data: InfiniteData<MessagePageDto, string | null> | undefined,
  message: MessageDto,
): InfiniteData<MessagePageDto, string | null> | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}
