import { tagForTrick, tokenAtCaret } from '@boonies/contracts/posts';
import { SEARCH_MIN_LENGTH } from '@boonies/contracts/social';
import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { UserAvatar } from '@/components/ui/avatar';
import { useSkaterSearch } from '@/lib/skater-search';
import { cn } from '@/lib/utils';
import { useTrickOptions } from '../api/trick-options';
import { suggestTricks } from '../trick-tags';

/** At most this many skaters are suggested for an `@`. */
export const MENTION_SUGGESTIONS = 5;

interface Suggestion {
  key: string;
  /** What replaces the `@…` or `#…` word, a space after it. */
  insert: string;
  label: string;
  detail?: string;
  avatar?: { name: string; src: string | null };
}

type MentionTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A post's or reply's text box that suggests, as an `@` and letters are typed, the skaters of that name
 * (the skater search) and, after a `#`, the catalogue's tricks. The box keeps its role and label; the
 * suggestions are a listbox it controls (`aria-autocomplete`, `aria-activedescendant`): arrow keys move,
 * Enter or Tab picks, Escape closes, a tap picks on a phone.
 */
export const MentionTextarea = forwardRef<HTMLTextAreaElement, MentionTextareaProps>(function MentionTextarea(
  { value, onValueChange, onKeyDown, onBlur, className, ...props },
  forwardedRef,
) {
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(forwardedRef, () => fieldRef.current as HTMLTextAreaElement);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  /** The start of the word whose suggestions Escape closed: they stay closed until another word. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const pendingCaret = useRef<number | null>(null);

  const token = caret === null ? null : tokenAtCaret(value, caret);
  const open = focused && token !== null && token.query !== '' && dismissedAt !== token.start;
  const skaters = useSkaterSearch();
  const { setText } = skaters;
  const wantsSkaters = open && token?.sigil === '@';
  const wantsTricks = open && token?.sigil === '#';
  const skaterQuery = wantsSkaters && token ? token.query : '';
  useEffect(() => setText(skaterQuery), [skaterQuery, setText]);
  const catalogue = useTrickOptions({ enabled: wantsTricks });

  const suggestions = useMemo<Suggestion[]>(() => {
    if (wantsTricks && token) {
      return suggestTricks(catalogue.data?.tricks ?? [], token.query, new Set()).map((trick) => ({
        key: trick.id,
        insert: `#${tagForTrick(trick)}`,
        label: trick.name,
        detail: `#${tagForTrick(trick)}`,
      }));
    }
    if (wantsSkaters && skaters.searching) {
      return (skaters.results.data ?? []).slice(0, MENTION_SUGGESTIONS).map((user) => ({
        key: user.id,
        insert: `@${user.username}`,
        label: user.displayName || user.username,
        detail: `@${user.username}`,
        avatar: { name: user.displayName || user.username, src: user.profilePicture },
      }));
    }
    return [];
  }, [wantsTricks, wantsSkaters, token, catalogue.data, skaters.searching, skaters.results.data]);

  const shown = open && (wantsTricks || wantsSkaters);
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const current = Math.min(active, Math.max(suggestions.length - 1, 0));
  const status = !shown
    ? ''
    : suggestions.length > 0
      ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}`
      : emptyText();

  function emptyText(): string {
    if (wantsTricks) {
      if (catalogue.isPending) return 'Loading tricks...';
      return catalogue.isError ? 'Could not load tricks' : 'No matching tricks';
    }
    if (skaterQuery.length < SEARCH_MIN_LENGTH) return 'Keep typing to find skaters';
    if (!skaters.searching || skaters.results.isPending) return 'Searching skaters...';
    return skaters.results.isError ? 'Could not search skaters' : 'No matching skaters';
  }

  useLayoutEffect(() => {
    if (pendingCaret.current === null) return;
    fieldRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  function choose(index: number): void {
    const suggestion = suggestions[index];
    if (!suggestion || !token || caret === null) return;
    const before = value.slice(0, token.start);
    const after = value.slice(caret).replace(/^[\p{L}\p{N}_.-]*/u, '');
    const inserted = `${suggestion.insert} `;
    const next = `${before}${inserted}${after.startsWith(' ') ? after.slice(1) : after}`;
    const at = before.length + inserted.length;
    pendingCaret.current = at;
    setCaret(at);
    setActive(0);
    onValueChange(next);
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (shown && suggestions.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        // Picking must neither break the line nor send the post.
        event.preventDefault();
        choose(current);
        return;
      }
    }
    if (shown && event.key === 'Escape' && token) {
      // Closes the suggestions only; a second Escape reaches the form (a reply's closes it).
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(token.start);
      return;
    }
    onKeyDown?.(event);
  }

  const readCaret = () => setCaret(fieldRef.current?.selectionStart ?? null);

  return (
    <div className="relative">
      <textarea
        {...props}
        ref={fieldRef}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
          if (
            dismissedAt !== null &&
            tokenAtCaret(event.target.value, event.target.selectionStart)?.start !== dismissedAt
          )
            setDismissedAt(null);
        }}
        onSelect={readCaret}
        onClick={readCaret}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        onKeyDown={keyDown}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={shown && suggestions.length > 0 ? optionId(current) : undefined}
        className={className}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={wantsTricks ? 'Trick suggestions' : 'Skater suggestions'}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover py-1 shadow-lg shadow-black/30"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            // Keeps focus in the box, so a tap or click picks without closing the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm',
              index === current && 'bg-accent text-accent-foreground',
            )}
          >
            {suggestion.avatar && (
              <span aria-hidden className="contents">
                <UserAvatar name={suggestion.avatar.name} src={suggestion.avatar.src} className="size-7" />
              </span>
            )}
            <span className="min-w-0 truncate">{suggestion.label}</span>
            {suggestion.detail && (
              <span className="ml-auto shrink-0 text-xs text-muted-foreground">{suggestion.detail}</span>
            )}
          </li>
        ))}
        {shown && suggestions.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            {status}
          </li>
        )}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
});
