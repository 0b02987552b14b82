import {
  type ProgressDto,
  ProgressIdParam,
  TRICKS_RPC,
  type UnverifiedTrickDto,
  UserProgressQuery,
} from '@boonies/contracts/tricks';
import type { CallContext } from '@boonies/messaging';
import { Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { TRICKS_ERRORS } from './tricks-errors';

/** The admins' queue of learned tricks awaiting verification. */
@ApiTags('admin')
@SignedIn()
@Controller('admin/unverified-tricks')
export class UnverifiedTricksController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({ summary: 'The first 20 learned but unverified tricks, oldest first (admin)' })
  @ApiQueryOf(UserProgressQuery, { userId: "Only this user's" })
  @ApiOkResponseOf(['UnverifiedTrickDto'])
  @ApiErrorResponses({
    400: TRICKS_ERRORS.badUserId,
    403: TRICKS_ERRORS.adminOnly,
    503: TRICKS_ERRORS.unavailable,
  })
  list(
    @Query() query: UserProgressQuery,
    @RequestContext() context: CallContext,
  ): Promise<UnverifiedTrickDto[]> {
    return this.rpc.call(TRICKS_RPC.unverified, query, context);
  }

  @Patch(':id/verify')
  @ApiParamsOf(ProgressIdParam)
  @ApiOperation({ summary: 'Verify a learned trick (admin)', description: '`id` is the progress record’s.' })
  @ApiOkResponseOf('OwnedProgressDto')
  @ApiErrorResponses({
    400: 'The id is not a UUID',
    403: TRICKS_ERRORS.adminOnly,
    404: 'No such progress record',
    409: 'The trick is not learned',
    503: TRICKS_ERRORS.unavailable,
  })
  verify(
    @Param() { id }: ProgressIdParam,
    @RequestContext() context: CallContext,
  ): Promise<ProgressDto & { userId: string }> {
    return this.rpc.call(TRICKS_RPC.verifyProgress, { id }, context);
  }
}
