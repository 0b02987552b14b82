import type { FollowStateDto, FollowStatus } from '@boonies/contracts/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { followStateOf } from './follow-state';
import { feedKey, followListsKey, followStateKey, inboxSummaryKey, profileKey } from '@/lib/query-keys';

/** Follows, or asks to follow a private profile: the answer's `status` says which it was. */
export function followUser(userId: string): Promise<FollowStateDto> {
  return api.POST('/api/follows', { body: { followingId: userId } });
}

/** Unfollows, or withdraws a pending request. */
export function unfollowUser(userId: string): Promise<FollowStateDto> {
  return api.DELETE('/api/follows/{id}', { params: { path: { id: userId } } });
}

export interface FollowChange {
  userId: string;
  follow: boolean;
  /** Where the button stood before the click, to go back to if the server refuses. */
  from: FollowStatus;
}

/**
 * Follow, unfollow or cancel a request. Unfollowing and cancelling show at once; following waits for the
 * answer, which alone knows whether the profile took a follow or a request. Counts, follower lists and the
 * Following feed are refreshed afterwards.
 */
export function useToggleFollow(signedInUserId: string) {
  const queryClient = useQueryClient();
  const setStatus = (userId: string, status: FollowStatus) =>
    queryClient.setQueryData<FollowStateDto>(followStateKey(userId), followStateOf(status));
  return useMutation({
    mutationFn: async ({ userId, follow }: FollowChange): Promise<FollowStatus> => {
      if (!follow) {
        await unfollowUser(userId);
        return 'none';
      }
      return (await followUser(userId)).status;
    },
    onMutate: ({ userId, follow }) => {
      if (!follow) setStatus(userId, 'none');
    },
    onSuccess: (status, { userId }) => setStatus(userId, status),
    onError: (_error, { userId, from }) => setStatus(userId, from),
    onSettled: (_data, _error, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
      void queryClient.invalidateQueries({ queryKey: profileKey(signedInUserId) });
      void queryClient.invalidateQueries({ queryKey: followListsKey });
      void queryClient.invalidateQueries({ queryKey: feedKey({ kind: 'following' }) });
      void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
    },
  });
}
