import { SEARCH_MIN_LENGTH, type UserSummaryDto } from '@boonies/contracts/social';
import { useId, type ReactNode } from 'react';
import type { SkaterSearchState } from '@/lib/skater-search';
import { cn } from '@/lib/utils';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Label } from './label';
import { SearchInput } from './search-input';
import { Spinner } from './spinner';

interface SkaterSearchProps {
  /** From `useSkaterSearch`, so the caller may react to the answers too. */
  search: SkaterSearchState;
  /** Names the search box, e.g. "Search athletes". */
  label: string;
  /** Names the list of results, e.g. "Athletes". */
  listLabel: string;
  /** Said when nobody matches, e.g. "No athletes found". */
  emptyTitle: string;
  /** Skaters left out of the results, e.g. the ones already chosen. */
  excludeIds?: ReadonlySet<string>;
  autoFocus?: boolean;
  describedBy?: string;
  listClassName?: string;
  itemClassName?: string;
  /** One result's content; `picked` empties the box and puts the cursor back in it for the next search. */
  renderSkater: (skater: UserSummaryDto, picked: () => void) => ReactNode;
}

/** A labelled search box over the skaters it finds; the results are announced as they change. */
export function SkaterSearch({
  search: { text, setText, searching, results },
  label,
  listLabel,
  emptyTitle,
  excludeIds,
  autoFocus,
  describedBy,
  listClassName,
  itemClassName,
  renderSkater,
}: SkaterSearchProps) {
  const inputId = useId();
  const found = (results.data ?? []).filter((skater) => !excludeIds?.has(skater.id));

  function picked(): void {
    setText('');
    document.getElementById(inputId)?.focus();
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        <SearchInput
          id={inputId}
          autoCapitalize="none"
          spellCheck={false}
          // A dialog whose only job is searching opens with the cursor in the box.
          autoFocus={autoFocus}
          placeholder="Search by username..."
          value={text}
          aria-describedby={describedBy}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div aria-live="polite">
        {!searching ? (
          <p className="text-sm text-muted-foreground">
            Type at least {SEARCH_MIN_LENGTH} characters to search
          </p>
        ) : results.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label="Searching..." />
          </div>
        ) : results.isError ? (
          <ErrorState
            size="sm"
            title="Search failed. Please try again."
            onRetry={() => void results.refetch()}
            isRetrying={results.isRefetching}
          />
        ) : found.length === 0 ? (
          <EmptyState size="sm" title={emptyTitle} />
        ) : (
          <ul aria-label={listLabel} className={cn('grid divide-y', listClassName)}>
            {found.map((skater) => (
              <li key={skater.id} className={itemClassName}>
                {renderSkater(skater, picked)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
