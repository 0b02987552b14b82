import { FEED_PAGE_SIZE, type PostPageDto } from '@boonies/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { feedKey, type FeedRef } from '@/lib/query-keys';

/** A feed shown a while ago is fetched again when it comes back on screen; pushes keep it fresh meanwhile. */
const FEED_STALE_TIME = 30_000;

export function feedPath(feed: FeedRef): string {
  switch (feed.kind) {
    case 'popular':
      return '/api/posts/popular';
    case 'following':
      return '/api/posts/following';
    case 'trick_video':
      return '/api/posts/type/trick_video';
    case 'user':
      return `/api/posts/user/${encodeURIComponent(feed.userId)}`;
    case 'trick':
      return `/api/posts/trick/${encodeURIComponent(feed.trickId)}`;
    case 'replies':
      return `/api/posts/${encodeURIComponent(feed.postId)}/replies`;
  }
}

/** One page of a feed, 20 hydrated posts; `cursor` is the previous page's `nextCursor`. */
export function fetchFeedPage(
  feed: FeedRef,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPageDto> {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(FEED_PAGE_SIZE));
  return apiClient.get<PostPageDto>(`${feedPath(feed)}?${query}`, { signal });
}

export function feedQueryOptions(feed: FeedRef) {
  return infiniteQueryOptions({
    queryKey: feedKey(feed),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(feed, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: PostPageDto) => page.nextCursor,
    staleTime: FEED_STALE_TIME,
  });
}

export function useFeed(feed: FeedRef, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...feedQueryOptions(feed), enabled });
}
