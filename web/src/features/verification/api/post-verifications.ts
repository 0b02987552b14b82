import type { VerificationDto } from '@boonies/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Every post's verifications live under this key, so a vote or a push can refresh them. */
export const postVerificationsKey = ['verifications', 'post'] as const;

export function fetchPostVerifications(postId: string, signal?: AbortSignal): Promise<VerificationDto[]> {
  return apiClient.get<VerificationDto[]>(`/api/verifications/post/${encodeURIComponent(postId)}`, {
    signal,
  });
}

export function postVerificationsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: [...postVerificationsKey, postId] as const,
    queryFn: ({ signal }) => fetchPostVerifications(postId, signal),
  });
}

/**
 * A trick video's verifications as the community rule counts them (weights, progress); the feed carries
 * only the plain tally. `enabled` waits until the block is near the screen.
 */
export function usePostVerifications(postId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...postVerificationsQueryOptions(postId), enabled });
}
