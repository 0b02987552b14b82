import { REPLY_CONTENT_MAX } from '@boonies/contracts/posts';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { useCreatePost } from '../api/create-post';
import { MentionTextarea } from './mention-textarea';
import { POSTS_MESSAGES } from '../posts-messages';
import { Form } from '@/components/ui/form';
import { textareaClasses } from '@/components/ui/textarea';
import { isRateLimited } from '@/lib/rate-limit-toast';
import { useOnlineStatus } from '@/lib/offline/use-online-status';

interface ReplyFormProps {
  postId: string;
  /** `posted` is true after a reply went through, so the card can show the replies. */
  onClose: (posted: boolean) => void;
  /** Always there (a post's page): no Cancel, and it waits for the skater rather than taking the focus. */
  standing?: boolean;
}

/** A short answer to a post: at most 500 characters, with the count shown as the skater types. */
export function ReplyForm({ postId, onClose, standing = false }: ReplyFormProps) {
  const id = useId();
  const [content, setContent] = useState('');
  const createPost = useCreatePost();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const trimmed = content.trim();
  const tooLong = content.length > REPLY_CONTENT_MAX;
  const online = useOnlineStatus();
  // Offline the reply is refused up front and stays in the box until the connection is back.
  const canSubmit = trimmed !== '' && !tooLong && !createPost.isPending && online;

  useEffect(() => {
    if (!standing) fieldRef.current?.focus();
  }, [standing]);

  function submit(): void {
    if (!canSubmit) return;
    createPost.mutate(
      { content: trimmed, postType: 'reply', parentPostId: postId },
      {
        onSuccess: () => {
          toast.success(POSTS_MESSAGES.replyPosted);
          setContent('');
          onClose(true);
        },
        onError: (error) => {
          // A refusal for going too fast has its own toast, with the wait.
          if (!isRateLimited(error))
            toast.error(POSTS_MESSAGES.errorTitle, { description: POSTS_MESSAGES.replyFailed });
        },
      },
    );
  }

  return (
    <Form onSubmit={submit} className="mt-3 gap-2" aria-label="Reply">
      <Label htmlFor={`${id}-content`} className="sr-only">
        Write a reply
      </Label>
      <MentionTextarea
        id={`${id}-content`}
        ref={fieldRef}
        value={content}
        onValueChange={setContent}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !standing) onClose(false);
        }}
        maxLength={REPLY_CONTENT_MAX}
        rows={2}
        placeholder="Write a reply…"
        aria-describedby={`${id}-count`}
        aria-invalid={tooLong || undefined}
        className={textareaClasses}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id={`${id}-count`}
          className={cn(
            'text-xs tabular-nums text-muted-foreground',
            tooLong && 'text-destructive dark:text-red-300',
          )}
        >
          {online ? `${content.length}/${REPLY_CONTENT_MAX} characters` : POSTS_MESSAGES.offline}
        </p>
        <div className="flex gap-2">
          {!standing && (
            <Button variant="ghost" size="sm" className="h-10" onClick={() => onClose(false)}>
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            size="sm"
            className="h-10"
            disabled={!canSubmit}
            isLoading={createPost.isPending}
          >
            Reply
          </Button>
        </div>
      </div>
    </Form>
  );
}
