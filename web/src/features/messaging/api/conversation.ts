import type { ConversationPageDto, MessageDto, MessagePageDto } from '@boonies/contracts/messaging';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { conversationKey } from '@/lib/query-keys';

/** One page of a conversation, oldest-first; `cursor` walks back in time. */
export function fetchConversationPage(
  otherUserId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ConversationPageDto> {
  return api.GET('/api/messages/{otherUserId}', {
    params: { path: { otherUserId }, query: { cursor: cursor ?? undefined } },
    signal,
  });
}

export function conversationQueryOptions(otherUserId: string) {
  return infiniteQueryOptions({
    queryKey: conversationKey(otherUserId),
    queryFn: ({ pageParam, signal }) => fetchConversationPage(otherUserId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: MessagePageDto) => page.nextCursor,
  });
}

export function useConversation(otherUserId: string) {
  return useInfiniteQuery(conversationQueryOptions(otherUserId));
}

/**
 * Whether the caller may write in the conversation now, as the server said with its newest page, and why
 * not (the other skater turned direct messages off, say). A block, a deactivation or a suspension hides
 * the whole conversation instead: the server answers 404.
 */
export function composerOf(data: InfiniteData<MessagePageDto, unknown> | undefined): {
  canMessage: boolean;
  reason: string | null;
} {
  const newest = data?.pages[0] as Partial<ConversationPageDto> | undefined;
  if (newest?.canMessage !== false) return { canMessage: true, reason: null };
  return { canMessage: false, reason: newest.cannotMessageReason ?? null };
}

/** The whole loaded history, oldest first, each message once (pages are fetched newest-page-first). */
export function conversationMessages(data: InfiniteData<MessagePageDto, unknown> | undefined): MessageDto[] {
  const seen = new Set<string>();
  const messages: MessageDto[] = [];
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}
