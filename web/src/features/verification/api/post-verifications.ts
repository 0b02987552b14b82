import type { VerificationDto } from '@boonies/contracts/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { postVerificationKey } from '@/lib/query-keys';

export function fetchPostVerifications(postId: string, signal?: AbortSignal): Promise<VerificationDto[]> {
  return api.GET('/api/verifications/post/{postId}', { params: { path: { postId } }, signal });
}

export function postVerificationsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: postVerificationKey(postId),
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
