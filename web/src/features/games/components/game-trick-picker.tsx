import { TRICK_PICKER_LIMIT } from '@boonies/contracts';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { trickMatches, useCatalogue } from '@/features/tricks';
import type { GameTrickDto } from '@boonies/contracts';

interface GameTrickPickerProps {
  chosen: GameTrickDto | null;
  onChoose: (trick: GameTrickDto) => void;
  invalid?: boolean;
}

/** One trick from the catalogue, found by name: a search box over a list of radio buttons. */
export function GameTrickPicker({ chosen, onChoose, invalid }: GameTrickPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const catalogue = useCatalogue();
  const matches = useMemo(() => {
    const found = (catalogue.data?.tricks ?? []).filter((trick) => trickMatches(trick, text));
    return { tricks: found.slice(0, TRICK_PICKER_LIMIT), total: found.length };
  }, [catalogue.data, text]);

  return (
    <fieldset
      aria-invalid={invalid || undefined}
      className={cn('grid gap-3 rounded-lg border p-3', invalid && 'border-destructive')}
    >
      <legend className="px-1 text-sm font-semibold">Trick</legend>
      {chosen && (
        <p className="text-sm">
          Setting: <strong>{chosen.name}</strong>
        </p>
      )}
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search tricks by name"
          placeholder="Search by name"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          className="pl-9"
        />
      </div>
      {catalogue.isPending ? (
        <Spinner label="Loading tricks..." className="py-4" />
      ) : catalogue.isError ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          Failed to load tricks
        </p>
      ) : (
        <>
          <p role="status" className="text-xs text-muted-foreground">
            {matches.total > TRICK_PICKER_LIMIT
              ? `Showing ${TRICK_PICKER_LIMIT} of ${matches.total} tricks. Search to narrow the list.`
              : matches.total === 1
                ? '1 trick'
                : `${matches.total} tricks`}
          </p>
          <ul aria-label="Tricks" className="grid max-h-56 gap-0.5 overflow-y-auto overscroll-contain pr-1">
            {matches.tricks.map((trick) => {
              const radioId = `${id}-${trick.id}`;
              return (
                <li
                  key={trick.id}
                  className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-accent/50"
                >
                  <input
                    id={radioId}
                    type="radio"
                    name={`${id}-trick`}
                    value={trick.id}
                    checked={chosen?.id === trick.id}
                    onChange={() => onChoose({ id: trick.id, name: trick.name })}
                    className="size-4 accent-indigo-500"
                  />
                  <label htmlFor={radioId} className="flex-1 cursor-pointer py-3 text-sm">
                    {trick.name}
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </fieldset>
  );
}
