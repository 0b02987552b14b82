import type { ConversationListDto, MarkedReadDto } from '@boonies/contracts/messaging';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { conversationKey, conversationListKey, inboxSummaryKey } from '@/lib/query-keys';

/** One page of the caller's conversations, newest first. */
export function fetchConversationList(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ConversationListDto> {
  return api.GET('/api/messages/conversations', {
    params: { query: { cursor: cursor ?? undefined } },
    signal,
  });
}

export function conversationListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: conversationListKey,
    queryFn: ({ pageParam, signal }) => fetchConversationList(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ConversationListDto) => page.nextCursor,
  });
}

export function useConversationList() {
  return useInfiniteQuery(conversationListQueryOptions());
}

export function markConversationRead(counterpartId: string): Promise<MarkedReadDto> {
  return api.POST('/api/messages/conversations/{userId}/read', {
    params: { path: { userId: counterpartId } },
  });
}

/** Reads a whole conversation (opening it); the list's count, the badges and the thread follow. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: ({ updated }, counterpartId) => {
      if (updated === 0) return;
      void queryClient.invalidateQueries({ queryKey: conversationListKey });
      void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
      void queryClient.invalidateQueries({ queryKey: conversationKey(counterpartId) });
    },
  });
}
