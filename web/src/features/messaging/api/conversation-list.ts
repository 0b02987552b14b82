import type { ConversationListDto, MarkedReadDto } from '@boonies/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { conversationKey, conversationListKey, inboxSummaryKey } from '@/lib/query-keys';

/** One page of the caller's conversations, newest first. */
export function fetchConversationList(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ConversationListDto> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiClient.get<ConversationListDto>(`/api/messages/conversations${query}`, { signal });
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
  return apiClient.post<MarkedReadDto>(
    `/api/messages/conversations/${encodeURIComponent(counterpartId)}/read`,
  );
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
