import type { MyVoteDto } from '@boonies/contracts/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { myVoteKey } from '@/lib/query-keys';

export function fetchMyVote(verificationId: string, signal?: AbortSignal): Promise<MyVoteDto> {
  return api.GET('/api/verifications/{id}/vote', { params: { path: { id: verificationId } }, signal });
}

export function myVoteQueryOptions(verificationId: string) {
  return queryOptions({
    queryKey: myVoteKey(verificationId),
    queryFn: ({ signal }) => fetchMyVote(verificationId, signal),
  });
}

/** The caller's make/fake vote on one tagged trick; `enabled` waits until the block is near the screen. */
export function useMyVote(verificationId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...myVoteQueryOptions(verificationId), enabled });
}
