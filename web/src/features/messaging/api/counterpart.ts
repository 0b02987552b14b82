import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { profileKey } from '@/lib/query-keys';

/**
 * The other skater of a conversation as their profile shows them, for a conversation with no messages yet
 * (under the profile's own cache key, so a profile already opened answers at once).
 */
export function useCounterpartProfile(userId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => api.GET('/api/users/{id}', { params: { path: { id: userId } }, signal }),
    staleTime: 60_000,
    enabled,
  });
}
