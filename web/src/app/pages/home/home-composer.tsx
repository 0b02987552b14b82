import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { PostComposer } from '@/features/posts';
import { useMediaQuery } from '@/lib/use-media-query';

/** Tailwind's `sm`: below it, a phone, where the feed comes first. */
const WIDE = '(min-width: 40rem)';

interface HomeComposerProps {
  /** Raised by one each time something on the page asks to write a post: the composer opens, focused. */
  composeRequest?: number;
}

/**
 * Home's composer. Wide screens always show it whole. A phone shows only its text box, one line high, so
 * the feed's first post is on the first screen; tapping or typing in it opens the whole composer in place,
 * and Escape in an empty box folds it back (the cursor stays, so typing opens it again). Folded, the rest
 * stays mounted: nothing of a draft is lost.
 */
export function HomeComposer({ composeRequest = 0 }: HomeComposerProps) {
  const wide = useMediaQuery(WIDE);
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    // Focusing the text box opens the composer (below); only a real request moves the cursor.
    if (composeRequest > 0) ref.current?.querySelector('textarea')?.focus();
  }, [composeRequest]);

  const isOwnText = (target: EventTarget) =>
    target instanceof HTMLTextAreaElement && ref.current?.contains(target) === true;
  const open = (event: { target: EventTarget }) => {
    if (isOwnText(event.target)) setExpanded(true);
  };
  const foldOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    // Only a key pressed in the composer's own empty text: not in a list or dialog it opened.
    if (event.key !== 'Escape' || event.defaultPrevented || !isOwnText(event.target)) return;
    if ((event.target as HTMLTextAreaElement).value.trim() !== '') return;
    setExpanded(false);
  };

  return (
    <div ref={ref} onFocus={open} onClick={open} onInput={open} onKeyDown={foldOnEscape}>
      <PostComposer collapsed={!wide && !expanded} />
    </div>
  );
}
