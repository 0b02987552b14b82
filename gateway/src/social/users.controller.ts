import { AUTH_RPC, type UserDto } from '@boonies/contracts/auth';
import { type InboxSummaryDto, MESSAGING_RPC } from '@boonies/contracts/messaging';
import {
  type FollowListRequest,
  type PreferencesDto,
  type ProfileDto,
  SOCIAL_RPC,
  UpdatePreferencesDto,
  UpdateProfileDto,
  UserIdRef,
  UserListQuery,
  type UsernameAvailabilityDto,
  UsernameParam,
  type UserPageDto,
  UserSearchQuery,
  type UserSummaryDto,
} from '@boonies/contracts/social';
import type { CallContext, RawJson } from '@boonies/messaging';
import { applyDecorators, Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { MESSAGING_ERRORS } from '../messages/messaging-errors';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { SOCIAL_ERRORS } from './social-errors';
import { FollowPageQuery } from './social-params';

/** Documents a follower or following list: one page of users, keyset-paginated. */
const FollowPage = () =>
  applyDecorators(
    ApiParamsOf(UserIdRef, { id: "The user's id" }),
    ApiQueryOf(FollowPageQuery),
    ApiOkResponseOf('UserPageDto'),
    ApiErrorResponses({
      400: `${SOCIAL_ERRORS.badUserId}, or a malformed cursor or limit`,
      403: 'The owner hides their followers from the caller',
      404: SOCIAL_ERRORS.noProfile,
      503: SOCIAL_ERRORS.unavailable,
    }),
  );

/**
 * Profiles, the directory, search, suggestions, the inbox summary and the caller's preferences. The static
 * paths (`search`, `suggested`, `summary`, `me/preferences`, `check-username/…`) are declared before `:id`,
 * which is UUID-checked besides, so none is ever read as a user id.
 */
@ApiTags('users')
@SignedIn()
@Controller('users')
export class UsersController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({ summary: 'The directory: active users by username, a page at a time' })
  @ApiQueryOf(UserListQuery)
  @ApiOkResponseOf(['UserSummaryDto'])
  @ApiErrorResponses({ 400: SOCIAL_ERRORS.badInput, 503: SOCIAL_ERRORS.unavailable })
  list(@Query() query: UserListQuery, @RequestContext() context: CallContext): Promise<UserSummaryDto[]> {
    return this.rpc.call(SOCIAL_RPC.listUsers, query, context);
  }

  @Get('search')
  @ApiOperation({
    summary: 'Find skaters by username or display name',
    description:
      'Exact username first, then username and display-name prefixes, then close misspellings. Users with a ' +
      'block between them and the caller are left out.',
  })
  @ApiQueryOf(UserSearchQuery)
  @ApiOkResponseOf(['UserSummaryDto'])
  @ApiErrorResponses({
    400: 'The query is shorter than 2 characters or too long; `field` names it',
    503: SOCIAL_ERRORS.unavailable,
  })
  search(
    @Query() query: UserSearchQuery,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<UserSummaryDto[]>> {
    return this.rpc.callRaw(SOCIAL_RPC.searchUsers, query, context);
  }

  @Get('suggested')
  @ApiOperation({
    summary: 'Three skaters to follow',
    description:
      "Active skaters (not brands) the caller doesn't follow and has no block with: most mutual follows, " +
      'then closest level.',
  })
  @ApiOkResponseOf(['UserSummaryDto'])
  @ApiErrorResponses({ 503: SOCIAL_ERRORS.unavailable })
  suggested(@RequestContext() context: CallContext): Promise<UserSummaryDto[]> {
    return this.rpc.call(SOCIAL_RPC.suggestedUsers, {}, context);
  }

  @Get('summary')
  @ApiOperation({
    summary: "The caller's unread messages and notifications and pending sponsorship requests",
    description: "Drives the header's dot and the inbox badges.",
  })
  @ApiOkResponseOf('InboxSummaryDto')
  @ApiErrorResponses({ 503: MESSAGING_ERRORS.unavailable })
  summary(@RequestContext() context: CallContext): Promise<RawJson<InboxSummaryDto>> {
    return this.rpc.callRaw(MESSAGING_RPC.summary, {}, context);
  }

  @Get('me/preferences')
  @ApiOperation({ summary: "The caller's settings: notifications, privacy, accessibility and theme" })
  @ApiOkResponseOf('PreferencesDto')
  @ApiErrorResponses({ 503: SOCIAL_ERRORS.unavailable })
  preferences(@RequestContext() context: CallContext): Promise<PreferencesDto> {
    return this.rpc.call(SOCIAL_RPC.preferences, {}, context);
  }

  @Patch('me/preferences')
  @ApiOperation({
    summary: "Change the caller's settings",
    description:
      'Any subset; what is left out stays as it is. Privacy and notification switches are enforced.',
  })
  @ApiBodyOf(UpdatePreferencesDto)
  @ApiOkResponseOf('PreferencesDto')
  @ApiErrorResponses({ 400: SOCIAL_ERRORS.badInput, 503: SOCIAL_ERRORS.unavailable })
  updatePreferences(
    @Body() body: UpdatePreferencesDto,
    @RequestContext() context: CallContext,
  ): Promise<PreferencesDto> {
    return this.rpc.call(SOCIAL_RPC.updatePreferences, body, context);
  }

  @Get('check-username/:name')
  @ApiOperation({
    summary: 'Whether a username could be chosen',
    description: "Compared lower-cased; the caller's own username counts as available.",
  })
  @ApiParamsOf(UsernameParam)
  @ApiOkResponseOf('UsernameAvailabilityDto')
  @ApiErrorResponses({ 400: 'The name is far too long; `field` names it', 503: SOCIAL_ERRORS.unavailable })
  checkUsername(
    @Param() { name }: UsernameParam,
    @RequestContext() context: CallContext,
  ): Promise<UsernameAvailabilityDto> {
    return this.rpc.call(AUTH_RPC.checkUsername, { name }, context);
  }

  @Get(':id/followers')
  @ApiOperation({ summary: 'The people who follow a user, newest first (unless they hide it)' })
  @FollowPage()
  followers(
    @Param() { id }: UserIdRef,
    @Query() page: FollowPageQuery,
    @RequestContext() context: CallContext,
  ): Promise<UserPageDto> {
    return this.followList({ ...page, id, list: 'followers' }, context);
  }

  @Get(':id/following')
  @ApiOperation({ summary: 'The people a user follows, newest first (unless they hide it)' })
  @FollowPage()
  following(
    @Param() { id }: UserIdRef,
    @Query() page: FollowPageQuery,
    @RequestContext() context: CallContext,
  ): Promise<UserPageDto> {
    return this.followList({ ...page, id, list: 'following' }, context);
  }

  @Get(':id')
  @ApiOperation({
    summary: "A user's profile, as the caller may see it",
    description: "What the owner's privacy settings hide from the caller is null or false.",
  })
  @ApiParamsOf(UserIdRef, { id: "The user's id" })
  @ApiOkResponseOf('ProfileDto')
  @ApiErrorResponses({
    400: SOCIAL_ERRORS.badUserId,
    404: SOCIAL_ERRORS.noProfile,
    503: SOCIAL_ERRORS.unavailable,
  })
  profile(@Param() { id }: UserIdRef, @RequestContext() context: CallContext): Promise<ProfileDto> {
    return this.rpc.call(SOCIAL_RPC.profile, { id }, context);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Edit a profile (its owner only; admins too edit only their own)',
    description:
      'Any subset of the fields. Choosing pro, amateur or flow clears the other two; a brand account has none.',
  })
  @ApiParamsOf(UserIdRef, { id: "The user's id" })
  @ApiBodyOf(UpdateProfileDto)
  @ApiOkResponseOf('UserDto')
  @ApiErrorResponses({
    400: SOCIAL_ERRORS.badInput,
    403: "Another user's profile",
    404: SOCIAL_ERRORS.noProfile,
    409: 'Username already taken, or a username or display name reserved for staff',
    503: SOCIAL_ERRORS.unavailable,
  })
  update(
    @Param() { id }: UserIdRef,
    @Body() body: UpdateProfileDto,
    @RequestContext() context: CallContext,
  ): Promise<UserDto> {
    return this.rpc.call(AUTH_RPC.updateProfile, { ...body, id }, context);
  }

  private followList(request: FollowListRequest, context: CallContext): Promise<UserPageDto> {
    return this.rpc.call(SOCIAL_RPC.followList, request, context);
  }
}
