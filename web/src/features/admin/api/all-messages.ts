import type { AdminMessagePageDto } from '@boonies/contracts/messaging';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminKeys } from '@/lib/query-keys';

export function fetchAdminMessages(
  userId: string | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminMessagePageDto> {
  return api.GET('/api/admin/messages', {
    params: { query: { userId: userId || undefined, cursor: cursor || undefined } },
    signal,
  });
}

/** Everyone's messages, or those `userId` sent or received: newest first, a page at a time. */
export function useAdminMessages(userId: string | null) {
  return useInfiniteQuery({
    queryKey: adminKeys.messages(userId),
    queryFn: ({ pageParam, signal }) => fetchAdminMessages(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
