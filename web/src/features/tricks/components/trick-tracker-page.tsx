import { useQueryClient } from '@tanstack/react-query';
import { List, Waypoints } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { whenIdle } from '@/lib/when-idle';
import { tricksQueryOptions } from '@/lib/catalogue/api/tricks';
import { useTrackerData } from '../hooks/use-tracker-data';
import { useTrackerParams } from '../hooks/use-tracker-params';
import { TrackerGate, TrackerListSkeleton, TrackerMapSkeleton } from './tracker-states';
import { TrackerListView } from './tracker-list-view';

// The map is the heaviest part of the tracker and not everybody opens it: its code loads on first view.
const ProgressionMap = lazy(() =>
  import('./progression-map').then((module) => ({ default: module.ProgressionMap })),
);

/** `/tricks`: the catalogue with the skater's progress, as a list or as a map of prerequisites. */
export function TrickTrackerPage() {
  const { view, setView } = useTrackerParams();
  const tracker = useTrackerData();
  useWholeCatalogueWhenIdle();
  return (
    <Tabs value={view} onValueChange={(value) => setView(value === 'map' ? 'map' : 'list')}>
      <PageHeader
        title="Trick Tracker"
        description="Tick what you land. Watch your level climb."
        actions={
          <TabsList aria-label="View" className="w-full sm:w-auto">
            <TabsTrigger value="list">
              <List aria-hidden />
              List
            </TabsTrigger>
            <TabsTrigger value="map">
              <Waypoints aria-hidden />
              Map
            </TabsTrigger>
          </TabsList>
        }
      />
      <TabsContent value="list" className="mt-0">
        <TrackerGate tracker={tracker} skeleton={<TrackerListSkeleton />}>
          {(data) => <TrackerListView data={data} />}
        </TrackerGate>
      </TabsContent>
      <TabsContent value="map" className="mt-0">
        <TrackerGate tracker={tracker} skeleton={<TrackerMapSkeleton />}>
          {(data) => (
            <Suspense fallback={<TrackerMapSkeleton />}>
              <ProgressionMap data={data} />
            </Suspense>
          )}
        </TrackerGate>
      </TabsContent>
    </Tabs>
  );
}

/**
 * The list and the map need only the catalogue's summaries; every trick's guide is fetched once the page is
 * idle, so the copy kept on the device opens any trick's page at the park with no signal.
 */
function useWholeCatalogueWhenIdle() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let left = false;
    void whenIdle().then(() => {
      if (!left) void queryClient.prefetchQuery(tricksQueryOptions());
    });
    return () => {
      left = true;
    };
  }, [queryClient]);
}
