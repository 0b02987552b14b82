import { replyAnchor } from '@boonies/contracts/links';
import type { PostDto } from '@boonies/contracts/posts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { prefersReducedMotion } from '@/lib/accessibility';
import { cn } from '@/lib/utils';
import { postsOf } from '@/lib/feed-cache';
import { useFeed } from '../api/feeds';
import { POSTS_MESSAGES } from '../posts-messages';

interface RepliesListProps {
  id: string;
  postId: string;
  /** The post was hidden by moderators: its replies take no more reactions either. */
  threadHidden?: boolean;
  /** Draws one reply: the post card passes itself, which keeps the two modules free of a cycle. */
  renderReply: (reply: PostDto, threadHidden: boolean) => ReactNode;
  /** A reply to bring into view and mark, loading further pages until it is found. */
  focusReplyId?: string;
}

/** The replies to one post, oldest first as the server pages them, under the post. */
export function RepliesList({
  id,
  postId,
  threadHidden = false,
  renderReply,
  focusReplyId,
}: RepliesListProps) {
  const replies = useFeed({ kind: 'replies', postId });
  const posts = postsOf(replies.data);
  const focused = useFocusedReply(replies, posts, focusReplyId);
  return (
    <section id={id} aria-label="Replies" className="mt-3 border-l-2 border-border pl-3 sm:pl-4">
      {replies.isPending ? (
        <Spinner label="Loading replies..." className="py-2" />
      ) : replies.isError && posts.length === 0 ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 py-2 text-sm text-muted-foreground">
          {POSTS_MESSAGES.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void replies.refetch()}>
            Retry
          </Button>
        </p>
      ) : posts.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">No replies yet.</p>
      ) : (
        <div className="divide-y">
          {posts.map((reply) => (
            // The address `#reply-<id>` leads here: the post's page scrolls to it and marks it.
            <div
              key={reply.id}
              id={replyAnchor(reply.id)}
              tabIndex={-1}
              data-focused={reply.id === focused || undefined}
              className={cn(
                'scroll-mt-24 outline-none',
                reply.id === focused && '-mx-2 rounded-lg bg-accent/60 px-2 ring-2 ring-ring',
              )}
            >
              {renderReply(reply, threadHidden)}
            </div>
          ))}
        </div>
      )}
      <LoadMoreButton pages={replies} variant="link" size="sm" className="mt-1">
        More replies
      </LoadMoreButton>
    </section>
  );
}

/**
 * Brings the reply `replyId` into view once it is on screen, loading the next page while it is not among
 * those loaded (and, once every page is in, the list again: a notification's reply may be newer than the
 * list kept from an earlier visit), and gives it the focus so a screen reader reads it. Answers the id once
 * it is found.
 */
function useFocusedReply(
  replies: ReturnType<typeof useFeed>,
  posts: readonly PostDto[],
  replyId: string | undefined,
): string | undefined {
  const broughtIntoView = useRef<string | undefined>(undefined);
  const reloadedFor = useRef<string | undefined>(undefined);
  const found = replyId !== undefined && posts.some((reply) => reply.id === replyId);
  const { isPending, isFetching, hasNextPage, isFetchNextPageError, fetchNextPage, refetch } = replies;

  useEffect(() => {
    if (!replyId || found || isPending || isFetching) return;
    if (hasNextPage) {
      if (!isFetchNextPageError) void fetchNextPage();
    } else if (reloadedFor.current !== replyId) {
      reloadedFor.current = replyId;
      void refetch();
    }
  }, [replyId, found, isPending, isFetching, hasNextPage, isFetchNextPageError, fetchNextPage, refetch]);

  useEffect(() => {
    if (!replyId || !found || broughtIntoView.current === replyId) return;
    const element = document.getElementById(replyAnchor(replyId));
    if (!element) return;
    broughtIntoView.current = replyId;
    element.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [replyId, found]);

  return found ? replyId : undefined;
}
