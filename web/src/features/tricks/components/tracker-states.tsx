import { useDeferredValue, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAfterFirstRender } from '@/lib/use-after-first-render';
import type { TrackerData, TrackerQuery } from '../hooks/use-tracker-data';
import { TRICKS_MESSAGES } from '../tricks-messages';

interface TrackerGateProps {
  tracker: TrackerQuery;
  /** What shows while the catalogue loads: the shape of the screen to come. */
  skeleton: ReactNode;
  children: (data: TrackerData) => ReactNode;
}

/**
 * The screen once the catalogue (and a skater's progress) are in; until then its skeleton or the error. Its
 * first render is a transition, done in slices between which the phone stays responsive, instead of one long
 * task, and never the page's first: with the data already in, the page's header paints first; once shown,
 * every change (a tick) renders at once as before.
 */
export function TrackerGate({ tracker, skeleton, children }: TrackerGateProps) {
  const afterFirstRender = useAfterFirstRender();
  const deferred = useDeferredValue(tracker.data);
  const data = afterFirstRender && deferred ? tracker.data : undefined;
  if (data) return children(data);
  if (tracker.isError) {
    return (
      <ErrorState
        title={TRICKS_MESSAGES.loadFailed}
        description="Check your connection and try again."
        onRetry={tracker.retry}
        isRetrying={tracker.isRetrying}
      />
    );
  }
  return (
    <div role="status" aria-label="Loading tricks">
      {skeleton}
    </div>
  );
}

export function TrackerListSkeleton() {
  return (
    <div className="grid gap-6">
      <Skeleton className="h-12 rounded-xl" />
      <Skeleton className="h-44 rounded-xl" />
      <div className="grid gap-px overflow-hidden rounded-xl border">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="flex items-center gap-3 bg-card px-4 py-4">
            <Skeleton className="size-2.5 rounded-full" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-4 w-10" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function TrackerMapSkeleton() {
  return <Skeleton className="h-[calc(100dvh-16rem)] min-h-96 rounded-xl" />;
}
