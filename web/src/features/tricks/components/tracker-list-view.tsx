import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { countOf } from '@/lib/format';
import { useListScrollMemory } from '../hooks/use-list-scroll-memory';
import { useTrackerParams } from '../hooks/use-tracker-params';
import type { TrackerData } from '../hooks/use-tracker-data';
import { CategoryAccordion } from './category-accordion';
import { ScoreCard } from './score-card';
import { SearchResults, TrickSearch } from './trick-search';
import { SuggestedTricks } from './suggested-tricks';

/** The tracker as a list: search, the skater's standing and suggestions, then every trick by category. */
export function TrackerListView({ data }: { data: TrackerData }) {
  const { query, setQuery, openCategories, setCategoryOpen } = useTrackerParams();
  // The field answers from local state, so typing never waits for the address to update.
  const [searchText, setSearchText] = useState(query);
  const browseTitleId = useId();
  const { catalogue, statuses } = data;
  useListScrollMemory();

  return (
    <div className="grid gap-6">
      <TrickSearch
        value={searchText}
        onChange={(text) => {
          setSearchText(text);
          setQuery(text);
        }}
      />
      {searchText.trim() ? (
        <SearchResults query={searchText} tricks={catalogue.tricks} statuses={statuses} />
      ) : (
        <>
          {statuses ? (
            <>
              <ScoreCard />
              <SuggestedTricks statuses={statuses} />
            </>
          ) : (
            <BrandNotice />
          )}
          <section aria-labelledby={browseTitleId} className="grid gap-3">
            <div className="flex items-baseline justify-between gap-3">
              <h2 id={browseTitleId} className="text-lg font-semibold tracking-tight">
                Browse all tricks
              </h2>
              <p className="text-sm text-muted-foreground">
                {countOf(catalogue.tricks.length, 'trick')} ·{' '}
                {countOf(catalogue.categories.length, 'category', 'categories')}
              </p>
            </div>
            <CategoryAccordion
              categories={catalogue.categories}
              statuses={statuses}
              openCategories={openCategories}
              onToggle={setCategoryOpen}
            />
          </section>
        </>
      )}
    </div>
  );
}

function BrandNotice() {
  return (
    <Alert>
      <Info aria-hidden />
      <AlertDescription>
        Brand accounts can browse every trick. Scores, progress and suggestions are for skaters.
      </AlertDescription>
    </Alert>
  );
}
