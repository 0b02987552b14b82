import type { PreferencesDto } from '@boonies/contracts/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { preferencesKey } from '@/lib/query-keys';

/** The signed-in user's saved settings. */
export function fetchPreferences(signal?: AbortSignal): Promise<PreferencesDto> {
  return api.GET('/api/users/me/preferences', { signal });
}

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => fetchPreferences(signal),
  });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
