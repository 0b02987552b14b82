import { TRICK_PICKER_LIMIT } from '@boonies/contracts/posts';
import type { TrickDto } from '@boonies/contracts/tricks';
import { useId, useMemo, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useCatalogue } from '@/lib/catalogue/api/tricks';
import { ALL_CATEGORIES, pickerMatches } from '@/lib/catalogue/catalogue';

/** The catalogue and what a trick picker lists of it for the text (and category) searched. */
export function useTrickChoices(text: string, category: string = ALL_CATEGORIES) {
  const catalogue = useCatalogue();
  const matches = useMemo(
    () => pickerMatches(catalogue.data?.tricks ?? [], text, category),
    [catalogue.data, text, category],
  );
  return { catalogue, matches };
}

export type TrickChoices = ReturnType<typeof useTrickChoices>;

/** The trick pickers' search box: tricks are found by name or alias. */
export function TrickNameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SearchInput
      aria-label="Search tricks by name"
      placeholder="Search by name"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface TrickChoiceListProps {
  choices: TrickChoices;
  /** Said after the count, e.g. that no more tricks may be chosen. */
  note?: ReactNode;
  /** The list's height. */
  className?: string;
  /** The radio button or checkbox that chooses a trick; the trick's name labels it. */
  renderControl: (trick: TrickDto, controlId: string) => ReactNode;
}

/** The tricks found, each with its control, under a count that screen readers hear as it changes. */
export function TrickChoiceList({
  choices: { catalogue, matches },
  note,
  className,
  renderControl,
}: TrickChoiceListProps) {
  const id = useId();
  if (catalogue.isPending) return <Spinner label="Loading tricks..." className="py-4" />;
  if (catalogue.isError) {
    return (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        Failed to load tricks
      </p>
    );
  }
  return (
    <>
      <p role="status" className="text-xs text-muted-foreground">
        {matches.total > TRICK_PICKER_LIMIT
          ? `Showing ${TRICK_PICKER_LIMIT} of ${matches.total} tricks. Search to narrow the list.`
          : matches.total === 1
            ? '1 trick'
            : `${matches.total} tricks`}
        {note}
      </p>
      <ul
        aria-label="Tricks"
        className={cn('grid gap-0.5 overflow-y-auto overscroll-contain pr-1', className)}
      >
        {matches.tricks.map((trick) => {
          const controlId = `${id}-${trick.id}`;
          return (
            <li
              key={trick.id}
              className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-accent/50"
            >
              {renderControl(trick, controlId)}
              <Label htmlFor={controlId} className="flex-1 cursor-pointer py-3 font-normal">
                {trick.name}
              </Label>
            </li>
          );
        })}
      </ul>
    </>
  );
}
