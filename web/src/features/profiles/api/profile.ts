import type { ProfileDto } from '@boonies/contracts/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { profileKey } from '@/lib/query-keys';

export function fetchProfile(userId: string, signal?: AbortSignal): Promise<ProfileDto> {
  return api.GET('/api/users/{id}', { params: { path: { id: userId } }, signal });
}

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => fetchProfile(userId, signal),
    // Counts and follow state move while others act: a profile opened again a minute later is refetched.
    staleTime: 60_000,
  });
}

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
