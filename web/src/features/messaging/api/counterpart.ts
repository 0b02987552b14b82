import type { ProfileDto } from '@boonies/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { profileKey } from '@/lib/query-keys';

/**
 * The other skater of a conversation as their profile shows them, for a conversation with no messages yet
 * (under the profile's own cache key, so a profile already opened answers at once).
 */
export function useCounterpartProfile(userId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) =>
      apiClient.get<ProfileDto>(`/api/users/${encodeURIComponent(userId)}`, { signal }),
    staleTime: 60_000,
    enabled,
  });
}
