import type { UserDto } from '@boonies/contracts/auth';
import { contentPath } from '@boonies/contracts/links';
import type { PostDto } from '@boonies/contracts/posts';
import { MessageCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusBadges } from '@/components/ui/status-badges';
import { countOf } from '@/lib/format';
import { profilePath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useCurrentUser } from '@/lib/session/api/current-user';
import { ReportButton } from '@/features/moderation';
import { VerificationBlock } from '@/features/verification';
import { DeletePostButton } from './delete-post-button';
import { HiddenPostNote } from './hidden-post-note';
import { PostMedia } from './post-media';
import { PostText } from './post-text';
import { ReactionButtons } from './reaction-buttons';
import { RepliesList } from './replies-list';
import { ReplyForm } from './reply-form';
import { useReplyForm } from './reply-form-scope';
import { ReviewControls } from './review-controls';
import { SharePostButton } from './share-post-button';
import { TaggedTricks } from './tagged-tricks';

interface PostCardProps {
  post: PostDto;
  /** A reply sits inside its post's card: no replies of its own, no verification. */
  isReply?: boolean;
  /** A reply under a post moderators hid: no one may react to it any more. */
  inHiddenThread?: boolean;
  /** The post on its own page: its replies shown and its reply box open, no toggles. */
  onPage?: boolean;
  /** On the post's page, the reply to scroll to and mark (the address's `#reply-<id>`). */
  focusReplyId?: string;
}

/** One post as every feed shows it. */
export function PostCard(props: PostCardProps) {
  // Not `useSignedInUser`: on sign-out another query can re-render this before the guard redirects.
  const user = useCurrentUser().data;
  return user ? <Card {...props} user={user} /> : null;
}

function Card({
  post,
  isReply = false,
  inHiddenThread = false,
  onPage = false,
  focusReplyId,
  user,
}: PostCardProps & { user: UserDto }) {
  const id = useId();
  const { author } = post;
  const name = author.displayName || author.username;
  const canDelete = user.id === post.userId || user.isAdmin;
  // The server refuses reactions and replies on hidden content and in its thread.
  const closed = post.isHidden === true || inHiddenThread;
  const isTrickVideo = post.postType === 'trick_video';
  const replyForm = useReplyForm(post.id);
  const [showReplies, setShowReplies] = useState(onPage);
  const replyButton = useRef<HTMLButtonElement>(null);

  function closeReplyForm(posted: boolean): void {
    replyForm.close();
    if (posted) setShowReplies(true);
    replyButton.current?.focus();
  }

  return (
    <article
      aria-labelledby={`${id}-author`}
      className={cn(
        isReply
          ? 'py-3'
          : 'rounded-xl border bg-card p-4 text-card-foreground shadow-sm shadow-black/5 sm:p-5',
      )}
    >
      <header className="flex items-start gap-3">
        {/* The name next to it is the same link: the picture is one more target, not one more stop. */}
        <Link to={profilePath(post.userId)} tabIndex={-1} aria-hidden className="shrink-0">
          <UserAvatar name={name} src={author.avatarUrl} size={isReply ? 'sm' : 'md'} />
        </Link>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              id={`${id}-author`}
              to={profilePath(post.userId)}
              className="truncate font-semibold hover:underline"
            >
              {name}
            </Link>
            <StatusBadges user={author} />
          </div>
          <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
            {author.displayName && <span className="truncate">@{author.username}</span>}
            {author.displayName && <span aria-hidden>·</span>}
            {/* The post's own page (a reply's: its post's page, at the reply). */}
            <Link
              to={contentPath({ postId: post.id, parentPostId: post.parentPostId })}
              className="hover:underline"
            >
              <RelativeTime iso={post.createdAt} />
              <span className="sr-only">, open this {isReply ? 'reply' : 'post'}</span>
            </Link>
          </p>
        </div>
        {user.id !== post.userId && (
          <ReportButton
            target={{ targetType: isReply ? 'reply' : 'post', targetId: post.id }}
            className="-mt-1"
          />
        )}
        {canDelete && <DeletePostButton postId={post.id} isReply={isReply} />}
      </header>

      {post.isHidden && <HiddenPostNote />}
      {isTrickVideo && <ReviewControls post={post} isAdmin={user.isAdmin} />}
      <PostText text={post.content} className="mt-3" />
      <PostMedia post={post} authorName={name} />
      {post.tricks.length > 0 && <TaggedTricks tricks={post.tricks} />}
      {isTrickVideo && post.verifications.length > 0 && (
        <VerificationBlock post={post} viewer={user} className="mt-4" />
      )}

      <footer className="-mx-2 mt-3 flex flex-wrap items-center gap-1">
        {/* A hidden post takes no more reactions or replies; its replies can still be read. */}
        {!closed && <ReactionButtons post={post} />}
        {!isReply && (
          <>
            {!closed && !onPage && (
              <Button
                ref={replyButton}
                variant="ghost"
                size="sm"
                className="h-10 px-2.5"
                aria-expanded={replyForm.isOpen}
                aria-controls={replyForm.isOpen ? `${id}-reply` : undefined}
                onClick={replyForm.isOpen ? () => closeReplyForm(false) : replyForm.open}
              >
                <MessageCircle aria-hidden />
                Reply
              </Button>
            )}
            {post.replyCount > 0 && !onPage && (
              <Button
                variant="ghost"
                size="sm"
                className="h-10 px-2.5 text-muted-foreground"
                aria-expanded={showReplies}
                aria-controls={showReplies ? `${id}-replies` : undefined}
                onClick={() => setShowReplies(!showReplies)}
              >
                {showReplies ? 'Hide replies' : `View ${countOf(post.replyCount, 'reply', 'replies')}`}
              </Button>
            )}
            <SharePostButton postId={post.id} authorName={name} />
          </>
        )}
      </footer>

      {onPage && !closed ? (
        <ReplyForm postId={post.id} onClose={() => undefined} standing />
      ) : (
        replyForm.isOpen && (
          <div id={`${id}-reply`}>
            <ReplyForm postId={post.id} onClose={closeReplyForm} />
          </div>
        )
      )}
      {showReplies && (
        <RepliesList
          id={`${id}-replies`}
          postId={post.id}
          threadHidden={post.isHidden === true}
          focusReplyId={focusReplyId}
          renderReply={(reply, threadHidden) => (
            <PostCard post={reply} isReply inHiddenThread={threadHidden} />
          )}
        />
      )}
    </article>
  );
}
