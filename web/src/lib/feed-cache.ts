import type { PostDto, PostPageDto, VerificationSummaryDto } from '@boonies/contracts/posts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { feedKey, feedsKey } from '@/lib/query-keys';

type FeedData = InfiniteData<PostPageDto, string | null>;

/**
 * Applies `update` to every cached copy of a post, in every feed. `update` returns the same object when
 * nothing changes, so untouched feeds keep their identity and do not re-render.
 */
export function updateCachedPosts(queryClient: QueryClient, update: (post: PostDto) => PostDto | null): void {
  queryClient.setQueriesData<FeedData>({ queryKey: feedsKey }, (data) => {
    if (!data) return data;
    let feedChanged = false;
    const pages = data.pages.map((page) => {
      let pageChanged = false;
      const posts: PostDto[] = [];
      for (const post of page.posts) {
        const next = update(post);
        if (next !== post) pageChanged = true;
        if (next) posts.push(next);
      }
      if (!pageChanged) return page;
      feedChanged = true;
      return { ...page, posts };
    });
    return feedChanged ? { ...data, pages } : data;
  });
}

export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  update: (post: PostDto) => PostDto,
): void {
  updateCachedPosts(queryClient, (post) => (post.id === postId ? update(post) : post));
}

/** The cached copy of a post, from whichever feed holds it. */
export function findCachedPost(queryClient: QueryClient, postId: string): PostDto | undefined {
  for (const [, data] of queryClient.getQueriesData<FeedData>({ queryKey: feedsKey })) {
    for (const page of data?.pages ?? []) {
      const found = page.posts.find((post) => post.id === postId);
      if (found) return found;
    }
  }
  return undefined;
}

/** A post is gone: it leaves every feed, and a reply no longer counts on its parent. */
export function removeCachedPost(queryClient: QueryClient, postId: string): void {
  const parentId = findCachedPost(queryClient, postId)?.parentPostId;
  updateCachedPosts(queryClient, (post) => {
    if (post.id === postId) return null;
    if (parentId && post.id === parentId) return { ...post, replyCount: Math.max(0, post.replyCount - 1) };
    return post;
  });
}

type VerificationChange = Partial<Omit<VerificationSummaryDto, 'id' | 'trickId' | 'trickName'>>;

/**
 * The posts service's rule, applied to the cached copy so the review badge changes with the tally: a trick
 * video pending review whose every tagged trick is verified is approved.
 */
function withCommunityApproval(post: PostDto): PostDto {
  if (post.verificationStatus !== 'pending' || post.taggedTricks.length === 0) return post;
  const verified = (trickId: string) =>
    post.verifications.some((found) => found.trickId === trickId && found.isVerified && !found.removed);
  return post.taggedTricks.every(verified)
    ? { ...post, verificationStatus: 'approved', isVerified: true }
    : post;
}

/** New figures for one verification, wherever its post is shown. */
export function updateCachedVerification(
  queryClient: QueryClient,
  verificationId: string,
  change: VerificationChange,
): void {
  updateCachedPosts(queryClient, (post) => {
    if (!post.verifications.some((verification) => verification.id === verificationId)) return post;
    return withCommunityApproval({
      ...post,
      verifications: post.verifications.map((verification) =>
        verification.id === verificationId ? { ...verification, ...change } : verification,
      ),
    });
  });
}

/** The cached copy of a verification, from whichever feed holds its post. */
export function findCachedVerification(
  queryClient: QueryClient,
  verificationId: string,
): VerificationSummaryDto | undefined {
  for (const [, data] of queryClient.getQueriesData<FeedData>({ queryKey: feedsKey })) {
    for (const page of data?.pages ?? []) {
      for (const post of page.posts) {
        const found = post.verifications.find((verification) => verification.id === verificationId);
        if (found) return found;
      }
    }
  }
  return undefined;
}

/** Posts of a feed in order, each once: a refetch between two pages can shift a post onto the next page. */
export function postsOf(data: InfiniteData<PostPageDto, unknown> | undefined): PostDto[] {
  const seen = new Set<string>();
  const posts: PostDto[] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

/**
 * Puts a post at the top of a cached feed's first page, once: the skater's own new post shows in their
 * Following at once. A feed not in the cache is left alone; it is fetched with the post when opened.
 */
export function putAtTopOfFeed(queryClient: QueryClient, queryKey: readonly unknown[], post: PostDto): void {
  queryClient.setQueryData<FeedData>(queryKey, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    if (data.pages.some((page) => page.posts.some(({ id }) => id === post.id))) return data;
    return { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
  });
}

/**
 * After the skater posted: the post joins the top of their Following at once, and every other feed is
 * fetched anew. Following is not refetched, so others' posts that came meanwhile stay behind its pill.
 */
export function showOwnNewPost(queryClient: QueryClient, post: PostDto): Promise<void> {
  const following = feedKey({ kind: 'following' });
  putAtTopOfFeed(queryClient, following, post);
  return queryClient.invalidateQueries({
    queryKey: feedsKey,
    predicate: (query) => query.queryKey[following.length - 1] !== following[following.length - 1],
  });
}

/** Keeps only a feed's first page, so the next refetch asks for the newest posts and nothing else. */
export function trimToFirstPage(queryClient: QueryClient, queryKey: readonly unknown[]): void {
  queryClient.setQueryData<FeedData>(queryKey, (data) =>
    data && data.pages.length > 1
      ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
      : data,
  );
}
