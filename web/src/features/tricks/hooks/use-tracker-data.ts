import { useMemo } from 'react';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useProgress } from '../api/progress';
import { useCatalogueSummaries } from '@/lib/catalogue/api/tricks';
import type { Catalogue } from '@/lib/catalogue/catalogue';
import { statusesOf, type ProgressByTrick, type TrickStatus } from '../trick-status';

export interface TrackerData {
  catalogue: Catalogue;
  /** Brands have no progress: null for them, and no statuses either. */
  progress: ProgressByTrick | null;
  statuses: ReadonlyMap<string, TrickStatus> | null;
}

export type TrackerQuery = ReturnType<typeof useTrackerData>;

/**
 * What the tracker's screens show: the catalogue, and for a skater their progress and each trick's
 * status. Ready when both have arrived; one retry fetches whichever failed.
 */
export function useTrackerData() {
  const user = useSignedInUser();
  const tracksProgress = !user.isBrand;
  const catalogueQuery = useCatalogueSummaries();
  const progressQuery = useProgress(user.id, { enabled: tracksProgress });

  const catalogue = catalogueQuery.data;
  const progress = tracksProgress ? progressQuery.data : null;
  const data = useMemo<TrackerData | undefined>(() => {
    if (!catalogue || progress === undefined) return undefined;
    return { catalogue, progress, statuses: progress ? statusesOf(catalogue, progress) : null };
  }, [catalogue, progress]);

  const queries = tracksProgress ? [catalogueQuery, progressQuery] : [catalogueQuery];
  return {
    data,
    isError: queries.some((query) => query.isError),
    isRetrying: queries.some((query) => query.isRefetching),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
