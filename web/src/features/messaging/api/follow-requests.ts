import type { FollowRequestDto } from '@boonies/contracts/social';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { followListsKey, followRequestsKey, profileKey } from '@/lib/query-keys';

/** Pending requests to follow the signed-in skater's private profile, newest first. */
export function fetchFollowRequests(signal?: AbortSignal): Promise<FollowRequestDto[]> {
  return api.GET('/api/follow-requests', { signal });
}

export function followRequestsQueryOptions() {
  return queryOptions({ queryKey: followRequestsKey, queryFn: ({ signal }) => fetchFollowRequests(signal) });
}

export function useFollowRequests() {
  return useQuery(followRequestsQueryOptions());
}

export type FollowRequestAnswer = 'approve' | 'decline';

export interface AnswerFollowRequest {
  requesterId: string;
  answer: FollowRequestAnswer;
}

/** The server's answer to an approval or a refusal. */
type FollowRequestAnswered = { approved: true } | { declined: true };

export function answerFollowRequest(
  requesterId: string,
  answer: FollowRequestAnswer,
): Promise<FollowRequestAnswered> {
  return api.POST(`/api/follow-requests/{requesterId}/${answer}` as const, {
    params: { path: { requesterId } },
  });
}

/** Approve (the requester now follows you) or decline; the list, your counts and follower lists refresh. */
export function useAnswerFollowRequest(signedInUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requesterId, answer }: AnswerFollowRequest) => answerFollowRequest(requesterId, answer),
    onSuccess: (_data, { requesterId }) =>
      queryClient.setQueryData<FollowRequestDto[]>(followRequestsKey, (current) =>
        current?.filter((request) => request.requester.id !== requesterId),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: followRequestsKey });
      void queryClient.invalidateQueries({ queryKey: profileKey(signedInUserId) });
      void queryClient.invalidateQueries({ queryKey: followListsKey });
    },
  });
}
