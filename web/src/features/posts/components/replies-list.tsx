import type { PostDto } from '@boonies/contracts';
import { Fragment, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
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
}

/** The replies to one post, oldest first as the server pages them, under the post. */
export function RepliesList({ id, postId, threadHidden = false, renderReply }: RepliesListProps) {
  const replies = useFeed({ kind: 'replies', postId });
  const posts = postsOf(replies.data);
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
            <Fragment key={reply.id}>{renderReply(reply, threadHidden)}</Fragment>
          ))}
        </div>
      )}
      <LoadMoreButton pages={replies} variant="link" size="sm" className="mt-1">
        More replies
      </LoadMoreButton>
    </section>
  );
}
