import { type LeaderboardEntryDto, LeaderboardQuery, TRICKS_RPC } from '@boonies/contracts/tricks';
import type { CallContext, RawJson } from '@boonies/messaging';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { TRICKS_ERRORS } from './tricks-errors';

@ApiTags('leaderboard')
@SignedIn()
@Controller('leaderboard')
export class LeaderboardController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({
    summary: 'The top 100 by public score, as the caller may see it',
    description:
      'Ranked from 1 among the rows the caller sees, without gaps. Brand, deactivated and suspended accounts ' +
      'are not ranked; a skater with "Appear on the leaderboard" off is listed to themselves and admins only, ' +
      'one with Show Progress off to approved followers too, and blocks hide either skater from the other.',
  })
  @ApiQueryOf(LeaderboardQuery)
  @ApiOkResponseOf(['LeaderboardEntryDto'])
  @ApiErrorResponses({ 400: 'Unknown filter', 503: TRICKS_ERRORS.unavailable })
  top(
    @Query() query: LeaderboardQuery,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<LeaderboardEntryDto[]>> {
    return this.rpc.callRaw(TRICKS_RPC.leaderboard, query, context);
  }
}
