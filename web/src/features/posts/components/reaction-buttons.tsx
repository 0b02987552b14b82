import type { PostDto, ReactionType } from '@boonies/contracts/posts';
import { useIsMutating } from '@tanstack/react-query';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { countOf } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useReactToPost, type ReactionChange } from '../api/react-to-post';
import { reactMutationKey } from '@/lib/query-keys';

/** Like and dislike with their counts; the pressed one is the skater's own reaction. */
export function ReactionButtons({ post }: { post: Pick<PostDto, 'id' | 'reactions'> }) {
  const react = useReactToPost();
  const id = useId();
  // One request per post at a time, so the server toggles in the order the taps were made.
  const isSaving =
    useIsMutating({
      mutationKey: reactMutationKey,
      predicate: (mutation) => (mutation.state.variables as ReactionChange | undefined)?.postId === post.id,
    }) > 0;
  const { likes, dislikes, mine } = post.reactions;

  function tap(reactionType: ReactionType): void {
    if (isSaving) return;
    react.mutate({ postId: post.id, reactionType, previous: post.reactions });
  }

  return (
    <div className="flex items-center gap-1">
      <ReactionButton
        label="Like"
        count={likes}
        countLabel={countOf(likes, 'like')}
        countId={`${id}-likes`}
        pressed={mine === 'like'}
        busy={isSaving}
        onClick={() => tap('like')}
        icon={<ThumbsUp aria-hidden className={cn(mine === 'like' && 'fill-current')} />}
        pressedClass="text-emerald-600 dark:text-emerald-400"
      />
      <ReactionButton
        label="Dislike"
        count={dislikes}
        countLabel={countOf(dislikes, 'dislike')}
        countId={`${id}-dislikes`}
        pressed={mine === 'dislike'}
        busy={isSaving}
        onClick={() => tap('dislike')}
        icon={<ThumbsDown aria-hidden className={cn(mine === 'dislike' && 'fill-current')} />}
        pressedClass="text-rose-600 dark:text-rose-400"
      />
    </div>
  );
}

interface ReactionButtonProps {
  label: string;
  count: number;
  countLabel: string;
  countId: string;
  pressed: boolean;
  busy: boolean;
  onClick: () => void;
  icon: ReactNode;
  pressedClass: string;
}

function ReactionButton({
  label,
  count,
  countLabel,
  countId,
  pressed,
  busy,
  onClick,
  icon,
  pressedClass,
}: ReactionButtonProps) {
  // The count sits beside the button, not in it: inside, the button's visible text ("3") would not be part
  // of its name ("Like"), and a voice-control user says what they see.
  return (
    <span className={cn('inline-flex items-center tabular-nums', pressed && pressedClass)}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-pressed={pressed}
        aria-describedby={countId}
        aria-busy={busy || undefined}
        onClick={onClick}
        className={cn('size-10 px-0', pressed && pressedClass)}
      >
        {icon}
      </Button>
      <span aria-hidden className="min-w-4 pr-1.5 text-sm font-medium">
        {count}
      </span>
      <span id={countId} className="sr-only">
        {countLabel}
      </span>
    </span>
  );
}
