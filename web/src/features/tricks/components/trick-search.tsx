import type { TrickSummaryDto } from '@boonies/contracts/tricks';
import { Search, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { searchTricks } from '@/lib/catalogue/catalogue';
import type { TrickStatus } from '../trick-status';
import { TrickList } from './trick-row';

export function TrickSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div role="search" className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label="Search tricks"
        placeholder="Search tricks by name"
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 rounded-xl bg-card pl-10"
      />
    </div>
  );
}

interface SearchResultsProps {
  query: string;
  tricks: readonly TrickSummaryDto[];
  statuses: ReadonlyMap<string, TrickStatus> | null;
}

/** Results as the skater types; the count is announced, so a screen reader knows the list changed. */
export function SearchResults({ query, tricks, statuses }: SearchResultsProps) {
  const results = useMemo(() => searchTricks(tricks, query), [tricks, query]);
  const shownQuery = query.trim();
  return (
    <section aria-label="Search results" className="grid gap-3">
      {results.length > 0 ? (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {results.length === 1 ? '1 trick matches' : `${results.length} tricks match`} “{shownQuery}”
          </p>
          <Card className="overflow-hidden">
            <TrickList tricks={results} statuses={statuses} />
          </Card>
        </>
      ) : (
        <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <SearchX aria-hidden className="size-8 text-muted-foreground/70" />
          <p role="status" className="font-medium">
            No tricks match “{shownQuery}”.
          </p>
          <p className="text-sm text-muted-foreground">Try part of the name, like “flip” or “grind”.</p>
        </div>
      )}
    </section>
  );
}
