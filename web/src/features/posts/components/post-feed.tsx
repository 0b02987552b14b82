import type { UserDto } from '@boonies/contracts/auth';
import { Newspaper } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { prefersReducedMotion } from '@/lib/accessibility';
import { useInView } from '@/lib/use-in-view';
import { useCurrentUser } from '@/lib/session/api/current-user';
import { postsOf } from '@/lib/feed-cache';
import { useFeed } from '../api/feeds';
import { useNewPosts } from '../hooks/use-new-posts';
import { useVisiblePostIds } from '../hooks/use-visible-post-ids';
import { useWatchPostLikes } from '../live-likes';
import { POSTS_MESSAGES } from '../posts-messages';
import { NewPostsPill } from './new-posts-pill';
import { PostCard } from './post-card';
import { ReplyFormScope } from './reply-form-scope';
import { type FeedRef } from '@/lib/query-keys';

/** About what a phone's screen shows of a feed: these cards render with the first page, the rest just after. */
const FIRST_CARDS = 3;

interface PostFeedProps {
  feed: FeedRef;
  /** Names the feed for screen readers, e.g. "Popular posts". */
  label: string;
  emptyText: string;
  /** Shown under the empty text: what helps fill this feed. */
  emptyHelp?: ReactNode;
}

/** A feed of post cards that loads the next page as the skater nears the end, and offers new posts live. */
export function PostFeed(props: PostFeedProps) {
  // Not `useSignedInUser`: on sign-out another query can re-render this before the guard redirects.
  const user = useCurrentUser().data;
  return user ? <FeedList {...props} user={user} /> : null;
}

function FeedList({ feed, label, emptyText, emptyHelp, user }: PostFeedProps & { user: UserDto }) {
  const query = useFeed(feed);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const posts = useMemo(() => postsOf(data), [data]);
  // The first page's cards in one render are a long task on a phone's CPU that holds up the whole page: the
  // first few render at once, the others in a background render that yields to the browser. Later pages and
  // changes render at once, as before.
  const renderedBefore = useDeferredValue(posts.length);
  const firstCardsOnly = renderedBefore === 0 && posts.length > FIRST_CARDS;
  const shown = firstCardsOnly ? posts.slice(0, FIRST_CARDS) : posts;
  const top = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  // Not while the first cards stand alone: the end of the list would look near and fetch the next page early.
  const nearEnd = useInView(end, { rootMargin: '800px', enabled: hasNextPage && !firstCardsOnly });
  const { count, showNew } = useNewPosts(feed, user.id);
  const list = useRef<HTMLDivElement>(null);
  const shownIds = useMemo(() => shown.map(({ id }) => id), [shown]);
  // The like counts of the cards on screen change live as others like them.
  useWatchPostLikes(useVisiblePostIds(list, shownIds));

  useEffect(() => {
    // A failed page waits for the Retry button instead of being asked for again and again.
    if (nearEnd && hasNextPage && !firstCardsOnly && !isFetchingNextPage && !isFetchNextPageError)
      void fetchNextPage();
  }, [nearEnd, hasNextPage, firstCardsOnly, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  function showNewPosts(): void {
    top.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    void showNew();
  }

  if (query.isPending) {
    return (
      <Card className="flex justify-center py-12">
        <Spinner label={POSTS_MESSAGES.loading} />
      </Card>
    );
  }
  if (query.isError && posts.length === 0) {
    return (
      <Card>
        <ErrorState
          title={POSTS_MESSAGES.loadFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      </Card>
    );
  }

  return (
    <ReplyFormScope>
      <div ref={top} className="scroll-mt-20">
        <NewPostsPill count={count} onShow={showNewPosts} />
        {posts.length === 0 ? (
          <Card>
            <EmptyState icon={Newspaper} title={emptyText} />
            {emptyHelp}
          </Card>
        ) : (
          <div
            ref={list}
            role="feed"
            aria-label={label}
            aria-busy={isFetchingNextPage}
            className="grid gap-3 sm:gap-4"
          >
            {shown.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        )}
        <div ref={end} className="flex min-h-16 flex-col items-center justify-center gap-2 py-4">
          {isFetchingNextPage ? (
            <Spinner label="Loading more posts..." />
          ) : isFetchNextPageError ? (
            <ErrorState size="sm" title="Could not load more posts" onRetry={() => void fetchNextPage()} />
          ) : hasNextPage ? (
            // Scrolling loads more by itself; the button is there for keyboards and screen readers.
            <Button variant="outline" size="sm" onClick={() => void fetchNextPage()}>
              Load more posts
            </Button>
          ) : posts.length > 0 ? (
            <p className="text-sm text-muted-foreground">You’re all caught up.</p>
          ) : null}
        </div>
      </div>
    </ReplyFormScope>
  );
}
