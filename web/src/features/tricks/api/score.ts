import type { ScoreDto } from '@boonies/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function fetchScore(userId: string, signal?: AbortSignal): Promise<ScoreDto> {
  return apiClient.get<ScoreDto>(`/api/scores/${encodeURIComponent(userId)}`, { signal });
}

/** Every skater's score lives under this key, so a verification change can refresh them all. */
export const scoresKey = ['scores'] as const;

export function scoreQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...scoresKey, userId] as const,
    queryFn: ({ signal }) => fetchScore(userId, signal),
  });
}

export function useScore(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...scoreQueryOptions(userId), enabled });
}
