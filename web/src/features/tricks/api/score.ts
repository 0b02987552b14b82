import type { ScoreDto } from '@boonies/contracts/tricks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { scoreKey } from '@/lib/query-keys';

export function fetchScore(userId: string, signal?: AbortSignal): Promise<ScoreDto> {
  return api.GET('/api/scores/{userId}', { params: { path: { userId } }, signal });
}

export function scoreQueryOptions(userId: string) {
  return queryOptions({
    queryKey: scoreKey(userId),
    queryFn: ({ signal }) => fetchScore(userId, signal),
  });
}

export function useScore(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...scoreQueryOptions(userId), enabled });
}
