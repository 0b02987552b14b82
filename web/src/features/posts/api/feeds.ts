import { FEED_PAGE_SIZE, type PostPageDto } from '@boonies/contracts/posts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { feedKey, type FeedRef } from '@/lib/query-keys';

/** A feed shown a while ago is fetched again when it comes back on screen; pushes keep it fresh meanwhile. */
const FEED_STALE_TIME = 30_000;

/** One page of a feed, 20 hydrated posts; `cursor` is the previous page's `nextCursor`. */
export function fetchFeedPage(
  feed: FeedRef,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPageDto> {
  const query = { cursor: cursor || undefined, limit: FEED_PAGE_SIZE };
  switch (feed.kind) {
    case 'popular':
      return api.GET('/api/posts/popular', { params: { query }, signal });
    case 'following':
      return api.GET('/api/posts/following', { params: { query }, signal });
    case 'trick_video':
      return api.GET('/api/posts/type/{type}', { params: { path: { type: 'trick_video' }, query }, signal });
    case 'user':
      return api.GET('/api/posts/user/{id}', { params: { path: { id: feed.userId }, query }, signal });
    case 'trick':
      return api.GET('/api/posts/trick/{trickId}', {
        params: { path: { trickId: feed.trickId }, query },
        signal,
      });
    case 'replies':
      return api.GET('/api/posts/{id}/replies', { params: { path: { id: feed.postId }, query }, signal });
  }
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
