import { FollowDto, type FollowStateDto, SOCIAL_RPC, UserIdRef } from '@boonies/contracts/social';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiThrottled } from '../docs/throttle-docs.decorator';
import { ApiCreatedResponseOf, ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { SOCIAL_ERRORS } from './social-errors';

/**
 * Following and unfollowing, and requests to follow private profiles; the followed user is notified through
 * the messaging service's events.
 */
@ApiTags('follows')
@SignedIn()
@Controller('follows')
export class FollowsController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get('check/:id')
  @ApiOperation({ summary: 'Whether the caller follows a user, or awaits the answer to a follow request' })
  @ApiParamsOf(UserIdRef, { id: "The other user's id" })
  @ApiOkResponseOf('FollowStateDto')
  @ApiErrorResponses({ 400: SOCIAL_ERRORS.badUserId, 503: SOCIAL_ERRORS.unavailable })
  check(@Param() { id }: UserIdRef, @RequestContext() context: CallContext): Promise<FollowStateDto> {
    return this.rpc.call(SOCIAL_RPC.followState, { id }, context);
  }

  @Post()
  @ApiOperation({
    summary: 'Follow a user',
    description:
      "A private profile (Public Profile off) takes a request instead: the answer's `status` is `requested` " +
      'until the owner approves it. Asking again while a request is pending changes nothing.',
  })
  @ApiBodyOf(FollowDto)
  @ApiCreatedResponseOf('FollowStateDto')
  @ApiThrottled('follow')
  @ApiErrorResponses({
    400: SOCIAL_ERRORS.badInput,
    403: "The caller's own id, or a user the caller blocked",
    404: SOCIAL_ERRORS.noProfile,
    409: 'The caller already follows this user',
    503: SOCIAL_ERRORS.unavailable,
  })
  follow(
    @Body() { followingId }: FollowDto,
    @RequestContext() context: CallContext,
  ): Promise<FollowStateDto> {
    return this.rpc.call(SOCIAL_RPC.follow, { followingId }, context);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Unfollow a user, or cancel a pending follow request',
    description: 'Unfollowing someone neither followed nor asked changes nothing.',
  })
  @ApiParamsOf(UserIdRef, { id: "The other user's id" })
  @ApiOkResponseOf('FollowStateDto')
  @ApiThrottled('follow')
  @ApiErrorResponses({ 400: SOCIAL_ERRORS.badUserId, 503: SOCIAL_ERRORS.unavailable })
  unfollow(@Param() { id }: UserIdRef, @RequestContext() context: CallContext): Promise<FollowStateDto> {
    return this.rpc.call(SOCIAL_RPC.unfollow, { id }, context);
  }
}
