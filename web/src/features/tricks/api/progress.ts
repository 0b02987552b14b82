import type { ProgressDto } from '@boonies/contracts/tricks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api/client';
import { withQueuedTicks } from '../offline-ticks';
import { indexProgress } from '../trick-status';
import { userProgressKey } from '@/lib/query-keys';

/** The product refreshes progress after a second: another device (or a verification) may have changed it. */
const PROGRESS_STALE_TIME = 1000;

export function fetchProgress(userId: string, signal?: AbortSignal): Promise<ProgressDto[]> {
  return api.GET('/api/progress/{userId}', { params: { path: { userId } }, signal });
}

export function progressQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userProgressKey(userId),
    queryFn: async ({ signal }) => withQueuedTicks(userId, await fetchProgress(userId, signal)),
    staleTime: PROGRESS_STALE_TIME,
  });
}

/** A skater's progress by trick id. Brands have none: pass `enabled: false`. */
export function useProgress(userId: string, { enabled }: { enabled: boolean }) {
  // The copy kept on the device may be older than the last ticks (the app was closed before it was saved):
  // the queued ticks are laid over it too, as over every answer, until the server has them.
  const select = useCallback(
    (records: ProgressDto[]) => indexProgress(withQueuedTicks(userId, records)),
    [userId],
  );
  return useQuery({ ...progressQueryOptions(userId), select, enabled });
}
