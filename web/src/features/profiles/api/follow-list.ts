import type { UserPageDto } from '@boonies/contracts/social';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { followListKey } from '@/lib/query-keys';

export type FollowListKind = 'followers' | 'following';

export function fetchFollowList(
  userId: string,
  kind: FollowListKind,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<UserPageDto> {
  const init = { params: { path: { id: userId }, query: { cursor: cursor ?? undefined } }, signal };
  return kind === 'followers'
    ? api.GET('/api/users/{id}/followers', init)
    : api.GET('/api/users/{id}/following', init);
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
