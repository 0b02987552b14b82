import type { UserSummaryDto } from '@boonies/contracts/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { blockedUsersKey } from '@/lib/query-keys';

export function fetchBlockedUsers(signal?: AbortSignal): Promise<UserSummaryDto[]> {
  return api.GET('/api/blocks', { signal });
}

export function blockedUsersQueryOptions() {
  return queryOptions({
    queryKey: blockedUsersKey,
    queryFn: ({ signal }) => fetchBlockedUsers(signal),
  });
}

export function useBlockedUsers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...blockedUsersQueryOptions(), ...options });
}
