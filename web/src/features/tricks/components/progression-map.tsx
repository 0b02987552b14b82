import { Waypoints } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { TrackerData } from '../hooks/use-tracker-data';
import { useTrackerParams } from '../hooks/use-tracker-params';
import { layoutProgression } from '../progression-layout';
import { summarise } from '../trick-status';
import { ProgressionCanvas } from './progression-map-canvas';
import { MapLegend } from './progression-map-legend';
import { CategoryFilter, MapProgressSummary, NextOnlySwitch } from './progression-map-toolbar';

/**
 * The catalogue as a map of prerequisites: columns by how many steps a trick is from the basics, lanes
 * by category, every trick coloured by where the skater stands with it.
 */
export function ProgressionMap({ data }: { data: TrackerData }) {
  const { catalogue, statuses } = data;
  const { mapCategory, setMapCategory, onlyNext, setOnlyNext } = useTrackerParams();
  const group = catalogue.categories.find((candidate) => candidate.category === mapCategory);
  const tricks = group?.tricks ?? catalogue.tricks;

  // The layout depends on the catalogue only, never on progress: ticking a trick never moves the map.
  const layout = useMemo(() => layoutProgression(tricks), [tricks]);
  const summary = useMemo(
    () => statuses && summarise(tricks.map((trick) => statuses.get(trick.id) ?? 'needs-prerequisites')),
    [tricks, statuses],
  );
  const showOnlyNext = onlyNext && statuses !== null;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        {summary && <MapProgressSummary summary={summary} />}
        {statuses && <NextOnlySwitch checked={showOnlyNext} onChange={setOnlyNext} />}
      </div>
      <CategoryFilter
        categories={catalogue.categories}
        selected={group?.category ?? null}
        onSelect={setMapCategory}
      />
      {layout.nodes.length === 0 ? (
        <EmptyState icon={Waypoints} title="No tricks in the catalogue yet" />
      ) : (
        <div className="relative">
          <ProgressionCanvas
            key={group?.category ?? 'all'}
            viewKey={group?.category ?? 'all'}
            layout={layout}
            tricksById={catalogue.byId}
            statuses={statuses}
            onlyNext={showOnlyNext}
          />
          {showOnlyNext && summary?.available === 0 && <NothingNext />}
        </div>
      )}
      <MapLegend withStatuses={statuses !== null} />
    </div>
  );
}

function NothingNext() {
  return (
    <p
      role="status"
      className="pointer-events-none absolute inset-x-4 top-4 mx-auto w-fit rounded-full border bg-popover/95 px-4 py-2 text-center text-sm shadow-lg"
    >
      Nothing here is waiting on you: everything within reach is learned.
    </p>
  );
}
