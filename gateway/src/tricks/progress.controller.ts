import {
  type OwnedProgressDto,
  type ProgressDto,
  type RemovedProgressDto,
  type ScoreDto,
  SetLearnedDto,
  TRICKS_RPC,
  UserIdParam,
  UserProgressDto,
  UserProgressQuery,
  UserTrickParams,
} from '@boonies/contracts/tricks';
import type { CallContext, RawJson } from '@boonies/messaging';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { TRICKS_ERRORS } from './tricks-errors';

/** Reading someone's progress or score asks the access policy's `view_progress`. */
const PROGRESS_READ_ERRORS = {
  400: TRICKS_ERRORS.badUserId,
  403: 'Kept for approved followers (Public Profile or Show Progress off)',
  404: 'No such skater: unknown, deactivated or suspended, or a block between the two',
  503: TRICKS_ERRORS.unavailable,
};

/** Skaters' progress on tricks, and the scores it adds up to. */
@ApiTags('progress')
@SignedIn()
@Controller()
export class ProgressController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get('progress/:userId')
  @ApiParamsOf(UserIdParam)
  @ApiOperation({ summary: "A user's progress: one record per trick touched" })
  @ApiOkResponseOf(['ProgressDto'])
  @ApiErrorResponses(PROGRESS_READ_ERRORS)
  list(
    @Param() { userId }: UserIdParam,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<ProgressDto[]>> {
    return this.rpc.callRaw(TRICKS_RPC.progress, { userId }, context);
  }

  @Put('progress/:userId/:trickId')
  @ApiParamsOf(UserTrickParams)
  @ApiOperation({
    summary: 'Check or uncheck a trick (owner only)',
    description: 'A verified trick is locked: unchecking it answers 409. Brand accounts have no progress.',
  })
  @ApiBodyOf(SetLearnedDto)
  @ApiOkResponseOf('ProgressDto')
  @ApiErrorResponses({
    400: TRICKS_ERRORS.badInput,
    403: "Another user's progress, or a brand account",
    404: 'No such trick',
    409: 'The trick is verified and cannot be unchecked',
    503: TRICKS_ERRORS.unavailable,
  })
  setLearned(
    @Param() params: UserTrickParams,
    @Body() { learned }: SetLearnedDto,
    @RequestContext() context: CallContext,
  ): Promise<ProgressDto> {
    return this.rpc.call(TRICKS_RPC.setLearned, { ...params, learned }, context);
  }

  @Delete('progress/:userId')
  @ApiParamsOf(UserIdParam)
  @ApiOperation({ summary: "Remove all of a user's progress (admin)" })
  @ApiOkResponseOf('RemovedProgressDto')
  @ApiErrorResponses({
    400: TRICKS_ERRORS.badUserId,
    403: TRICKS_ERRORS.adminOnly,
    503: TRICKS_ERRORS.unavailable,
  })
  clear(
    @Param() { userId }: UserIdParam,
    @RequestContext() context: CallContext,
  ): Promise<RemovedProgressDto> {
    return this.rpc.call(TRICKS_RPC.clearProgress, { userId }, context);
  }

  @Get('user-progress')
  @ApiOperation({ summary: "Progress records with their owner: the caller's, or the named user's" })
  @ApiQueryOf(UserProgressQuery, { userId: 'Defaults to the signed-in user' })
  @ApiOkResponseOf(['OwnedProgressDto'])
  @ApiErrorResponses(PROGRESS_READ_ERRORS)
  listUserProgress(
    @Query() query: UserProgressQuery,
    @RequestContext() context: CallContext,
  ): Promise<OwnedProgressDto[]> {
    return this.rpc.call(TRICKS_RPC.listUserProgress, query, context);
  }

  @Post('user-progress')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Set a progress record',
    description: 'Admins may set any record, `verified` included; others only `learned`, on their own.',
  })
  @ApiBodyOf(UserProgressDto)
  @ApiOkResponseOf('OwnedProgressDto')
  @ApiErrorResponses({
    400: TRICKS_ERRORS.badInput,
    403: "Another user's record, `verified` from a non-admin, or a brand account",
    404: 'No such trick',
    409: 'The trick is verified and cannot be unchecked',
    503: TRICKS_ERRORS.unavailable,
  })
  setUserProgress(
    @Body() body: UserProgressDto,
    @RequestContext() context: CallContext,
  ): Promise<OwnedProgressDto> {
    return this.rpc.call(TRICKS_RPC.setUserProgress, body, context);
  }

  @Get('scores/:userId')
  @ApiParamsOf(UserIdParam)
  @ApiOperation({
    summary: "A user's scores and level",
    description: 'Recomputed from progress on every change.',
  })
  @ApiOkResponseOf('ScoreDto')
  @ApiErrorResponses(PROGRESS_READ_ERRORS)
  score(@Param() { userId }: UserIdParam, @RequestContext() context: CallContext): Promise<ScoreDto> {
    return this.rpc.call(TRICKS_RPC.score, { userId }, context);
  }
}
