import {
  type FollowRequestApprovedDto,
  type FollowRequestDeclinedDto,
  type FollowRequestDto,
  FollowRequestRef,
  SOCIAL_RPC,
} from '@boonies/contracts/social';
import type { CallContext } from '@boonies/messaging';
import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiParamsOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { SOCIAL_ERRORS } from './social-errors';

/**
 * The owner's answers to requests to follow their private profile. Approving makes the follow (the
 * follower then sees posts, progress and followers); declining drops the request without telling anyone.
 * Turning Public Profile back on approves every pending request.
 */
@ApiTags('follows')
@SignedIn()
@Controller('follow-requests')
export class FollowRequestsController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({ summary: 'Pending requests to follow the caller, newest first (at most 200)' })
  @ApiOkResponseOf(['FollowRequestDto'])
  @ApiErrorResponses({ 503: SOCIAL_ERRORS.unavailable })
  incoming(@RequestContext() context: CallContext): Promise<FollowRequestDto[]> {
    return this.rpc.call(SOCIAL_RPC.followRequests, {}, context);
  }

  @Post(':requesterId/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Approve a request: the requester now follows the caller' })
  @ApiParamsOf(FollowRequestRef, { requesterId: 'Who asked to follow the caller' })
  @ApiOkResponseOf('FollowRequestApprovedDto')
  @ApiErrorResponses({
    400: SOCIAL_ERRORS.badUserId,
    404: SOCIAL_ERRORS.noRequest,
    503: SOCIAL_ERRORS.unavailable,
  })
  approve(
    @Param() { requesterId }: FollowRequestRef,
    @RequestContext() context: CallContext,
  ): Promise<FollowRequestApprovedDto> {
    return this.rpc.call(SOCIAL_RPC.approveFollowRequest, { requesterId }, context);
  }

  @Post(':requesterId/decline')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Decline a request; the requester is not told' })
  @ApiParamsOf(FollowRequestRef, { requesterId: 'Who asked to follow the caller' })
  @ApiOkResponseOf('FollowRequestDeclinedDto')
  @ApiErrorResponses({
    400: SOCIAL_ERRORS.badUserId,
    404: SOCIAL_ERRORS.noRequest,
    503: SOCIAL_ERRORS.unavailable,
  })
  decline(
    @Param() { requesterId }: FollowRequestRef,
    @RequestContext() context: CallContext,
  ): Promise<FollowRequestDeclinedDto> {
    return this.rpc.call(SOCIAL_RPC.declineFollowRequest, { requesterId }, context);
  }
}
