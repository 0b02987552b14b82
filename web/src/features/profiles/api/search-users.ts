import { SEARCH_MIN_LENGTH, type UserSummaryDto } from '@boonies/contracts/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { userSearchKey } from '@/lib/query-keys';

export function searchUsers(q: string, signal?: AbortSignal): Promise<UserSummaryDto[]> {
  return api.GET('/api/users/search', { params: { query: { q } }, signal });
}

export function userSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: userSearchKey(q),
    queryFn: ({ signal }) => searchUsers(q, signal),
    staleTime: 30_000,
  });
}

/** Skaters whose name matches `q`; nothing is asked below the minimum length. */
export function useUserSearch(q: string) {
  return useQuery({ ...userSearchQueryOptions(q), enabled: q.length >= SEARCH_MIN_LENGTH });
}
