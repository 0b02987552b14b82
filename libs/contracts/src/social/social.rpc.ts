import { defineRpc, type NoPayload } from '../rpc/rpc-definition';
import type {
  BlockDto,
  BlockedDto,
  FollowDto,
  FollowListRequest,
  FollowRequestApprovedDto,
  FollowRequestDeclinedDto,
  FollowRequestDto,
  FollowRequestRef,
  FollowStateDto,
  ProfileDto,
  UnblockedDto,
  UpdatePreferencesDto,
  UserIdRef,
  UserListQuery,
  UserPageDto,
  UserSearchQuery,
  UserSummaryDto,
} from './profiles.dto';
import type { PreferencesDto } from './rules';

/**
 * The requests the social service answers, `rpc.social.<operation>`, with their request and response types:
 * profiles as others see them, finding skaters, follows and follow requests, blocks and preferences.
 */
export const SOCIAL_RPC = {
  profile: defineRpc<UserIdRef, ProfileDto>('social', 'profile'),
  searchUsers: defineRpc<UserSearchQuery, UserSummaryDto[]>('social', 'search-users'),
  listUsers: defineRpc<UserListQuery, UserSummaryDto[]>('social', 'list-users'),
  suggestedUsers: defineRpc<NoPayload, UserSummaryDto[]>('social', 'suggested-users'),
  follow: defineRpc<FollowDto, FollowStateDto>('social', 'follow'),
  unfollow: defineRpc<UserIdRef, FollowStateDto>('social', 'unfollow'),
  followState: defineRpc<UserIdRef, FollowStateDto>('social', 'follow-state'),
  followList: defineRpc<FollowListRequest, UserPageDto>('social', 'follow-list'),
  followRequests: defineRpc<NoPayload, FollowRequestDto[]>('social', 'follow-requests'),
  approveFollowRequest: defineRpc<FollowRequestRef, FollowRequestApprovedDto>(
    'social',
    'approve-follow-request',
  ),
  declineFollowRequest: defineRpc<FollowRequestRef, FollowRequestDeclinedDto>(
    'social',
    'decline-follow-request',
  ),
  preferences: defineRpc<NoPayload, PreferencesDto>('social', 'preferences'),
  updatePreferences: defineRpc<UpdatePreferencesDto, PreferencesDto>('social', 'update-preferences'),
  block: defineRpc<BlockDto, BlockedDto>('social', 'block'),
  unblock: defineRpc<UserIdRef, UnblockedDto>('social', 'unblock'),
  blockedUsers: defineRpc<NoPayload, UserSummaryDto[]>('social', 'blocked-users'),
} as const;
