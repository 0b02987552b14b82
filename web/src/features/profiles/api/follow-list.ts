import type { UserPageDto } from '@boonies/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { followListKey } from '@/lib/query-keys';

export type FollowListKind = 'followers' | 'following';

export function fetchFollowList(
  userId: string,
  kind: FollowListKind,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<UserPageDto> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiClient.get<UserPageDto>(`/api/users/${encodeURIComponent(userId)}/${kind}${query}`, { signal });
}

export function followListQueryOptions(userId: string, kind: FollowListKind) {
  return infiniteQueryOptions({
    queryKey: followListKey(userId, kind),
    queryFn: ({ pageParam, signal }) => fetchFollowList(userId, kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: UserPageDto) => page.nextCursor,
    staleTime: 30_000,
  });
}

export function useFollowList(userId: string, kind: FollowListKind) {
  return useInfiniteQuery(followListQueryOptions(userId, kind));
}
