import { FEED_PAGE_SIZE, type PostPageDto } from '@boonies/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Which feed: the home tabs, a skater's posts, a trick's posts, or the replies to one post. */
export type FeedRef =
  | { kind: 'popular' }
  | { kind: 'following' }
  | { kind: 'trick_video' }
  | { kind: 'user'; userId: string }
  | { kind: 'trick'; trickId: string }
  | { kind: 'replies'; postId: string };

/** Every feed lives under this key: mutations and pushes update or refresh them all through it. */
export const feedsKey = ['posts', 'feed'] as const;

/** A feed shown a while ago is fetched again when it comes back on screen; pushes keep it fresh meanwhile. */
const FEED_STALE_TIME = 30_000;

export function feedKey(feed: FeedRef) {
  switch (feed.kind) {
    case 'user':
      return [...feedsKey, feed.kind, feed.userId] as const;
    case 'trick':
      return [...feedsKey, feed.kind, feed.trickId] as const;
    case 'replies':
      return [...feedsKey, feed.kind, feed.postId] as const;
    default:
      return [...feedsKey, feed.kind] as const;
  }
}

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
