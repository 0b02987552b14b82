import { TAGGED_TRICKS_MAX, TRICK_PICKER_LIMIT } from '@boonies/contracts';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { categoryLabel } from '@/features/tricks';
import { useTrickOptions } from '../api/trick-options';
import { ALL_CATEGORIES, pickerMatches, type ChosenTrick } from '../trick-tags';

interface TrickPickerProps {
  chosen: readonly ChosenTrick[];
  onToggle: (trick: ChosenTrick, selected: boolean) => void;
}

/** The "Select Tricks" panel of a trick video: search by name, narrow by category, tick what the clip shows. */
export function TrickPicker({ chosen, onToggle }: TrickPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const catalogue = useTrickOptions({ enabled: true });
  const chosenIds = useMemo(() => new Set(chosen.map((trick) => trick.id)), [chosen]);
  const matches = useMemo(
    () => pickerMatches(catalogue.data?.tricks ?? [], text, category),
    [catalogue.data, text, category],
  );
  const full = chosen.length >= TAGGED_TRICKS_MAX;

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">Select Tricks</legend>
      <div className="grid gap-2 sm:grid-cols-[1fr_12rem]">
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
        <div className="grid gap-1">
          <Label htmlFor={`${id}-category`} className="sr-only">
            Category
          </Label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className={cn(inputClasses, 'appearance-auto')}
          >
            <option value={ALL_CATEGORIES}>All</option>
            {catalogue.data?.categories.map((group) => (
              <option key={group.category} value={group.category}>
                {categoryLabel(group.category)}
              </option>
            ))}
          </select>
        </div>
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
            {full && ` · At most ${TAGGED_TRICKS_MAX} tricks per video.`}
          </p>
          <ul aria-label="Tricks" className="grid max-h-64 gap-0.5 overflow-y-auto overscroll-contain pr-1">
            {matches.tricks.map((trick) => {
              const checked = chosenIds.has(trick.id);
              const boxId = `${id}-${trick.id}`;
              return (
                <li
                  key={trick.id}
                  className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-accent/50"
                >
                  <Checkbox
                    id={boxId}
                    checked={checked}
                    disabled={!checked && full}
                    onCheckedChange={(next) => onToggle({ id: trick.id, name: trick.name }, next === true)}
                  />
                  <Label htmlFor={boxId} className="flex-1 cursor-pointer py-3 font-normal">
                    {trick.name}
                  </Label>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </fieldset>
  );
}
