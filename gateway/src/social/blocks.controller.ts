import {
  BlockDto,
  type BlockedDto,
  SOCIAL_RPC,
  type UnblockedDto,
  type UserSummaryDto,
} from '@boonies/contracts/social';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { SOCIAL_ERRORS } from './social-errors';

/** Settings → Blocked Users. A block ends follows both ways and stops messages and notifications between two. */
@ApiTags('blocks')
@SignedIn()
@Controller('blocks')
export class BlocksController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({ summary: 'The users the caller blocked' })
  @ApiOkResponseOf(['UserSummaryDto'])
  @ApiErrorResponses({ 503: SOCIAL_ERRORS.unavailable })
  list(@RequestContext() context: CallContext): Promise<UserSummaryDto[]> {
    return this.rpc.call(SOCIAL_RPC.blockedUsers, {}, context);
  }

  // 200, not 201: blocking someone already blocked changes nothing, so the call records a state.
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Block a user', description: 'Ends every follow between the two.' })
  @ApiBodyOf(BlockDto)
  @ApiOkResponseOf('BlockedDto')
  @ApiErrorResponses({
    400: `${SOCIAL_ERRORS.badInput}, or the caller's own id`,
    404: SOCIAL_ERRORS.noProfile,
    503: SOCIAL_ERRORS.unavailable,
  })
  block(@Body() { userId }: BlockDto, @RequestContext() context: CallContext): Promise<BlockedDto> {
    return this.rpc.call(SOCIAL_RPC.block, { userId }, context);
  }

  @Delete(':userId')
  @ApiOperation({ summary: 'Lift a block', description: 'Follows the block ended stay ended.' })
  @ApiParamsOf(BlockDto, { userId: 'The user to unblock' })
  @ApiOkResponseOf('UnblockedDto')
  @ApiErrorResponses({ 400: SOCIAL_ERRORS.badUserId, 503: SOCIAL_ERRORS.unavailable })
  unblock(@Param() { userId }: BlockDto, @RequestContext() context: CallContext): Promise<UnblockedDto> {
    return this.rpc.call(SOCIAL_RPC.unblock, { id: userId }, context);
  }
}
