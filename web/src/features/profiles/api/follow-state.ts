import type { FollowStateDto, FollowStatus, ProfileDto } from '@boonies/contracts/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { followStateKey } from '@/lib/query-keys';

/** The viewer's relation to a profile, as the profile answer says it. */
export function followStatusOfProfile(profile: ProfileDto): FollowStatus {
  if (profile.isFollowing) return 'following';
  return profile.followRequested ? 'requested' : 'none';
}

/** The whole answer for one status, as the server gives it. */
export function followStateOf(status: FollowStatus): FollowStateDto {
  return { isFollowing: status === 'following', requested: status === 'requested', status };
}

export function checkFollowing(userId: string, signal?: AbortSignal): Promise<FollowStateDto> {
  return api.GET('/api/follows/check/{id}', { params: { path: { id: userId } }, signal });
}

export function followStateQueryOptions(userId: string) {
  return queryOptions({
    queryKey: followStateKey(userId),
    queryFn: ({ signal }) => checkFollowing(userId, signal),
  });
}

/**
 * Whether the signed-in skater follows `userId`, awaits the answer to a request, or neither; `known` (from a
 * profile or a suggestion) saves the call.
 */
export function useFollowState(userId: string, known?: FollowStatus) {
  return useQuery({
    ...followStateQueryOptions(userId),
    initialData: known === undefined ? undefined : followStateOf(known),
  });
}
