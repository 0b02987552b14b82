import type { MessageBox, MessagePageDto } from '@boonies/contracts/messaging';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { messageBoxKey } from '@/lib/query-keys';

/** Received or sent messages, newest first. */
export function fetchMessageBox(
  box: MessageBox,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MessagePageDto> {
  return api.GET('/api/messages', { params: { query: { box, cursor: cursor ?? undefined } }, signal });
}

export function messageBoxQueryOptions(box: MessageBox) {
  return infiniteQueryOptions({
    queryKey: messageBoxKey(box),
    queryFn: ({ pageParam, signal }) => fetchMessageBox(box, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: MessagePageDto) => page.nextCursor,
  });
}

export function useMessageBox(box: MessageBox) {
  return useInfiniteQuery(messageBoxQueryOptions(box));
}
