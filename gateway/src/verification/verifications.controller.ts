import { PostIdRef } from '@boonies/contracts/posts';
import {
  CastVoteDto,
  type MyVoteDto,
  type RemovedVerificationDto,
  type StandingDto,
  VERIFICATION_RPC,
  type VerificationDto,
  VerificationIdParam,
  type VoteResultDto,
} from '@boonies/contracts/verification';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiThrottled } from '../docs/throttle-docs.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { POSTS_ERRORS, VERIFICATION_ERRORS } from '../posts/posts-errors';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';

/**
 * Community verification of the tricks a trick video shows: one verification per tagged trick. Reads ask
 * the access policy whether the caller may see the poster's posts, a vote whether the caller may vote on
 * them: a trick video the caller may not see (private, blocked, deactivated or suspended poster, hidden
 * by a moderator) answers 404 as if it were not there.
 */
@ApiTags('verifications')
@SignedIn()
@Controller('verifications')
export class VerificationsController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get('post/:postId')
  @ApiOperation({
    summary: "A trick video's verifications, in tagging order",
    description: 'Empty for other posts, and for a trick video the caller may not see.',
  })
  @ApiParamsOf(PostIdRef)
  @ApiOkResponseOf(['VerificationDto'])
  @ApiErrorResponses({ 400: POSTS_ERRORS.badPostId, 503: VERIFICATION_ERRORS.unavailable })
  forPost(
    @Param() { postId }: PostIdRef,
    @RequestContext() context: CallContext,
  ): Promise<VerificationDto[]> {
    return this.rpc.call(VERIFICATION_RPC.forPost, { postId }, context);
  }

  // Declared before `:id`, which would otherwise take `standing` for an id.
  @Get('standing')
  @ApiOperation({
    summary: "What the caller's verification vote weighs, and why",
    description:
      'Worked out afresh from facts: account age, verified tricks of their own, how their votes agreed ' +
      'with outcomes, recent warnings and suspensions; with the thresholds, to say how to earn more.',
  })
  @ApiOkResponseOf('StandingDto')
  @ApiErrorResponses({ 503: VERIFICATION_ERRORS.unavailable })
  standing(@RequestContext() context: CallContext): Promise<StandingDto> {
    return this.rpc.call(VERIFICATION_RPC.standing, {}, context);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One verification with its tally' })
  @ApiParamsOf(VerificationIdParam)
  @ApiOkResponseOf('VerificationDto')
  @ApiErrorResponses({
    400: VERIFICATION_ERRORS.badId,
    404: VERIFICATION_ERRORS.noVerification,
    503: VERIFICATION_ERRORS.unavailable,
  })
  get(
    @Param() { id }: VerificationIdParam,
    @RequestContext() context: CallContext,
  ): Promise<VerificationDto> {
    return this.rpc.call(VERIFICATION_RPC.get, { id }, context);
  }

  @Get(':id/vote')
  @ApiOperation({ summary: "The caller's vote: true = make, false = fake, null = none" })
  @ApiParamsOf(VerificationIdParam)
  @ApiOkResponseOf('MyVoteDto')
  @ApiErrorResponses({
    400: VERIFICATION_ERRORS.badId,
    404: VERIFICATION_ERRORS.noVerification,
    503: VERIFICATION_ERRORS.unavailable,
  })
  myVote(@Param() { id }: VerificationIdParam, @RequestContext() context: CallContext): Promise<MyVoteDto> {
    return this.rpc.call(VERIFICATION_RPC.myVote, { id }, context);
  }

  // 200, not 201: a second vote replaces the first, so the call records a choice rather than adding one.
  @Post(':id/vote')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Vote make or fake (anyone who may see the trick video, but the poster)',
    description:
      "One vote per user; voting again changes it; it weighs what the voter's standing is when cast. The " +
      'trick is verified automatically once the community rule is met (`autoVerified` is true for the vote ' +
      'that did it); a contested verification waits for the admins.',
  })
  @ApiParamsOf(VerificationIdParam)
  @ApiBodyOf(CastVoteDto)
  @ApiOkResponseOf('VoteResultDto')
  @ApiThrottled('vote')
  @ApiErrorResponses({
    400: `${VERIFICATION_ERRORS.badId}, or \`vote\` is not a boolean`,
    403: 'The poster cannot vote on their own trick video, nor the caller on a skater they blocked',
    404: VERIFICATION_ERRORS.noVerification,
    503: VERIFICATION_ERRORS.unavailable,
  })
  vote(
    @Param() { id }: VerificationIdParam,
    @Body() { vote }: CastVoteDto,
    @RequestContext() context: CallContext,
  ): Promise<VoteResultDto> {
    return this.rpc.call(VERIFICATION_RPC.vote, { id, vote }, context);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Remove a verification (admin)',
    description: "Un-verifies the trick for the poster; their public score drops by the trick's points.",
  })
  @ApiParamsOf(VerificationIdParam)
  @ApiOkResponseOf('RemovedVerificationDto')
  @ApiErrorResponses({
    400: VERIFICATION_ERRORS.badId,
    403: 'Only admins may do this',
    404: VERIFICATION_ERRORS.noVerification,
    503: VERIFICATION_ERRORS.unavailable,
  })
  remove(
    @Param() { id }: VerificationIdParam,
    @RequestContext() context: CallContext,
  ): Promise<RemovedVerificationDto> {
    return this.rpc.call(VERIFICATION_RPC.remove, { id }, context);
  }
}
