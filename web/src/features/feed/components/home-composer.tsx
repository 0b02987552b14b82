import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { UserAvatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth';
import { PostComposer } from '@/features/posts';
import { useMediaQuery } from '@/lib/use-media-query';

/** Tailwind's `sm`: below it, a phone, where the feed comes first. */
const WIDE = '(min-width: 40rem)';

export const COMPOSER_BAR_TEXT = 'What’s happening at the park?';

interface HomeComposerProps {
  /** Raised by one each time something on the page asks to write a post: the composer opens, focused. */
  composeRequest?: number;
}

/**
 * Home's composer. Wide screens always show it whole; a phone shows a one-line bar so the feed's first
 * post is on the first screen, and the bar opens the composer in place with the cursor in its text.
 * Escape in an empty text folds it back. Once opened it stays mounted, so folding it loses no draft.
 */
export function HomeComposer({ composeRequest = 0 }: HomeComposerProps) {
  const wide = useMediaQuery(WIDE);
  const user = useCurrentUser().data;
  const id = useId();
  const composerRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const [focusNext, setFocusNext] = useState<'composer' | 'bar' | null>(null);
  const [seenRequest, setSeenRequest] = useState(composeRequest);
  const open = wide || expanded;

  if (composeRequest !== seenRequest) {
    setSeenRequest(composeRequest);
    setExpanded(true);
    setOpened(true);
    setFocusNext('composer');
  }

  useEffect(() => {
    if (focusNext === 'composer' && open) composerRef.current?.querySelector('textarea')?.focus();
    if (focusNext === 'bar' && !open) barRef.current?.focus();
    if (focusNext !== null) setFocusNext(null);
  }, [focusNext, open]);

  if (!user) return null;

  const expand = () => {
    setExpanded(true);
    setOpened(true);
    setFocusNext('composer');
  };
  const collapseOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target;
    // Only a key pressed in this composer's own empty text: not in a menu or dialog it opened.
    if (wide || event.key !== 'Escape' || event.defaultPrevented) return;
    if (!(target instanceof HTMLTextAreaElement) || !composerRef.current?.contains(target)) return;
    if (target.value.trim() !== '') return;
    event.preventDefault();
    setExpanded(false);
    setFocusNext('bar');
  };

  return (
    <>
      {!open && (
        <Card className="mb-4 p-2">
          <button
            ref={barRef}
            type="button"
            aria-expanded={false}
            aria-controls={opened ? `${id}-composer` : undefined}
            onClick={expand}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 text-left text-sm text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <UserAvatar name={user.displayName || user.username} src={user.profilePicture} size="sm" />
            {COMPOSER_BAR_TEXT}
          </button>
        </Card>
      )}
      {(wide || opened) && (
        <div id={`${id}-composer`} ref={composerRef} hidden={!open} onKeyDown={collapseOnEscape}>
          <PostComposer />
        </div>
      )}
    </>
  );
}
