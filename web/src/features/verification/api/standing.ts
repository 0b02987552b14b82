import type { StandingDto } from '@boonies/contracts/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { standingKey } from '@/lib/query-keys';

export function fetchStanding(signal?: AbortSignal): Promise<StandingDto> {
  return api.GET('/api/verifications/standing', { signal });
}

export function standingQueryOptions() {
  return queryOptions({ queryKey: standingKey, queryFn: ({ signal }) => fetchStanding(signal) });
}

/** What the signed-in skater's verification vote weighs, why, and the facts behind it. */
export function useStanding() {
  return useQuery(standingQueryOptions());
}
