import type { FollowStateDto } from '@boonies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { feedKey } from '../../posts/api/feeds';
import { followListsKey } from './follow-list';
import { followStateKey } from './follow-state';
import { profileKey } from './profile';
import { inboxSummaryKey } from '../../messaging/api/inbox-summary';

export function followUser(userId: string): Promise<unknown> {
  return apiClient.post('/api/follows', { followingId: userId });
}

export function unfollowUser(userId: string): Promise<unknown> {
  return apiClient.delete(`/api/follows/${encodeURIComponent(userId)}`);
}

export interface FollowChange {
  userId: string;
  follow: boolean;
}

/**
 * Follow or unfollow: the button flips at once and flips back if the server refuses. Counts, follower
 * lists and the Following feed are refreshed afterwards.
 */
export function useToggleFollow(signedInUserId: string) {
  const queryClient = useQueryClient();
  const setState = (userId: string, isFollowing: boolean) =>
    queryClient.setQueryData<FollowStateDto>(followStateKey(userId), { isFollowing });
  return useMutation({
    mutationFn: ({ userId, follow }: FollowChange) => (follow ? followUser(userId) : unfollowUser(userId)),
    onMutate: ({ userId, follow }) => setState(userId, follow),
    onError: (_error, { userId, follow }) => setState(userId, !follow),
    onSettled: (_data, _error, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
      void queryClient.invalidateQueries({ queryKey: profileKey(signedInUserId) });
      void queryClient.invalidateQueries({ queryKey: followListsKey });
      void queryClient.invalidateQueries({ queryKey: feedKey({ kind: 'following' }) });
      void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
    },
  });
}
