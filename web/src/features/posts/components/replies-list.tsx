import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { postsOf } from '../api/feed-cache';
import { useFeed } from '../api/feeds';
import { POSTS_MESSAGES } from '../posts-messages';
import { PostCard } from './post-card';

interface RepliesListProps {
  id: string;
  postId: string;
  /** The post was hidden by moderators: its replies take no more reactions either. */
  threadHidden?: boolean;
}

/** The replies to one post, oldest first as the server pages them, under the post. */
export function RepliesList({ id, postId, threadHidden = false }: RepliesListProps) {
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
            <PostCard key={reply.id} post={reply} isReply inHiddenThread={threadHidden} />
          ))}
        </div>
      )}
      <LoadMoreButton pages={replies} variant="link" size="sm" className="mt-1">
        More replies
      </LoadMoreButton>
    </section>
  );
}
