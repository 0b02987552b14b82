import { postPagePath } from '@boonies/contracts/links';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { isNotFound } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { usePost } from '../api/post';
import { useWatchPostLikes } from '../live-likes';
import { POSTS_MESSAGES } from '../posts-messages';
import { PostCard } from './post-card';

/** The reply the address points at (`#reply-<id>`), if any. */
function replyIdOf(hash: string): string | undefined {
  const match = /^#reply-([0-9a-f-]{36})$/i.exec(hash);
  return match?.[1];
}

/**
 * Back where the skater came from, at the scroll position they left (the router restores it), or Home
 * when the page was opened from outside the app (a shared link, a push notification).
 */
function useBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key 'default': there is no page of ours to go back to.
  const cameFromApp = location.key !== 'default';
  return () => (cameFromApp ? void navigate(-1) : void navigate(paths.home));
}

/**
 * `/post/:postId`: one post with its verification, all its replies and a reply box. A post the viewer may
 * not see answers 404 like one that does not exist, and reads "Post not found"; any other failure is an
 * error to retry, not a missing post.
 */
export function PostPage() {
  const { postId = '' } = useParams();
  const { hash } = useLocation();
  const post = usePost(postId);
  const back = useBack();
  // Whoever reads a post sees its likes change as others like it.
  useWatchPostLikes(post.data ? [post.data.id] : []);

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" className="h-10 px-2.5" onClick={back}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
      </div>
      <PageHeader title="Post" className="sr-only" />
      {post.isPending ? (
        <Card className="flex justify-center py-12">
          <Spinner label="Loading post..." />
        </Card>
      ) : post.isError ? (
        <Card>
          {isNotFound(post.error) ? (
            <EmptyState
              icon={SearchX}
              title={POSTS_MESSAGES.postNotFound}
              description={POSTS_MESSAGES.postNotFoundHelp}
              action={
                <Button variant="outline" size="sm" onClick={back}>
                  Go back
                </Button>
              }
            />
          ) : (
            <ErrorState
              title={POSTS_MESSAGES.postLoadFailed}
              onRetry={() => void post.refetch()}
              isRetrying={post.isRefetching}
            />
          )}
        </Card>
      ) : post.data.parentPostId ? (
        // A reply's address shows its post's page, at the reply.
        <Navigate replace to={postPagePath(post.data.parentPostId, post.data.id)} />
      ) : (
        <PostCard post={post.data} onPage focusReplyId={replyIdOf(hash)} />
      )}
    </div>
  );
}
