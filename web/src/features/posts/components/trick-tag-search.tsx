import { TAGGED_TRICKS_MAX } from '@boonies/contracts/posts';
import { Hash } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { useTrickOptions } from '../api/trick-options';
import { suggestTricks, type ChosenTrick } from '../trick-tags';

/** The suggestions stay a moment after the field loses focus, so a tap on one still lands. */
export const SUGGESTIONS_HIDE_DELAY_MS = 200;

interface TrickTagSearchProps {
  chosen: readonly ChosenTrick[];
  onChoose: (trick: ChosenTrick) => void;
}

/** Tags a trick by typing part of its name: a combobox of up to five suggestions, keyboard included. */
export function TrickTagSearch({ chosen, onChoose }: TrickTagSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [wanted, setWanted] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const catalogue = useTrickOptions({ enabled: wanted });
  const chosenIds = useMemo(() => new Set(chosen.map((trick) => trick.id)), [chosen]);
  const suggestions = useMemo(
    () => suggestTricks(catalogue.data?.tricks ?? [], text, chosenIds),
    [catalogue.data, text, chosenIds],
  );
  const full = chosen.length >= TAGGED_TRICKS_MAX;
  const expanded = open && text.trim() !== '' && !full;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function choose(index: number): void {
    const trick = suggestions[index];
    if (!trick) return;
    onChoose({ id: trick.id, name: trick.name });
    setText('');
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted trick; it must not send the post.
      event.preventDefault();
      if (expanded) choose(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="relative grid gap-2">
      <Label htmlFor={`${id}-input`}>Tag tricks</Label>
      <div className="relative">
        <Hash
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && suggestions.length > 0 ? optionId(active) : undefined}
          aria-describedby={full ? `${id}-full` : undefined}
          autoComplete="off"
          placeholder={full ? 'Trick limit reached' : 'Search tricks to tag'}
          disabled={full}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setWanted(true);
            setOpen(true);
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(() => setOpen(false), SUGGESTIONS_HIDE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
          className="pl-9"
        />
      </div>
      {full && (
        <p id={`${id}-full`} className="text-xs text-muted-foreground">
          A post can tag at most {TAGGED_TRICKS_MAX} tricks.
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Trick suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-md border bg-popover py-1 shadow-lg shadow-black/30"
      >
        {suggestions.map((trick, index) => (
          <li
            key={trick.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the field, so choosing does not blur it and start the hide timer.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center px-3 text-sm',
              index === active && 'bg-accent text-accent-foreground',
            )}
          >
            {trick.name}
          </li>
        ))}
        {suggestions.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            {catalogue.isPending
              ? 'Loading tricks...'
              : catalogue.isError
                ? 'Could not load tricks'
                : 'No matching tricks'}
          </li>
        )}
      </ul>
    </div>
  );
}
