import {
  PostIdRef,
  POSTS_RPC,
  ReactDto,
  type ReactionDto,
  type ReactionSummaryDto,
} from '@boonies/contracts/posts';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiThrottled } from '../docs/throttle-docs.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { POSTS_ERRORS } from './posts-errors';

/** Likes and dislikes: one reaction per user and post. */
@ApiTags('reactions')
@SignedIn()
@Controller('reactions')
export class ReactionsController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get(':postId')
  @ApiOperation({ summary: "A post's reactions, with who reacted" })
  @ApiParamsOf(PostIdRef)
  @ApiOkResponseOf(['ReactionDto'])
  @ApiErrorResponses({ 400: POSTS_ERRORS.badPostId, 404: POSTS_ERRORS.noPost, 503: POSTS_ERRORS.unavailable })
  list(@Param() { postId }: PostIdRef, @RequestContext() context: CallContext): Promise<ReactionDto[]> {
    return this.rpc.call(POSTS_RPC.reactions, { postId }, context);
  }

  // 200, not 201: the same reaction again removes it, so the call does not always create anything.
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Like or dislike a post',
    description: 'The same reaction again removes it; the other one replaces it. Answers the new counts.',
  })
  @ApiBodyOf(ReactDto)
  @ApiOkResponseOf('ReactionSummaryDto')
  @ApiThrottled('reaction')
  @ApiErrorResponses({
    400: POSTS_ERRORS.badInput,
    403: POSTS_ERRORS.blockedAuthor,
    404: POSTS_ERRORS.noPost,
    503: POSTS_ERRORS.unavailable,
  })
  react(@Body() body: ReactDto, @RequestContext() context: CallContext): Promise<ReactionSummaryDto> {
    return this.rpc.call(POSTS_RPC.react, body, context);
  }

  @Delete(':postId')
  @ApiOperation({ summary: "Remove the caller's reaction to a post", description: 'Answers the new counts.' })
  @ApiParamsOf(PostIdRef)
  @ApiOkResponseOf('ReactionSummaryDto')
  @ApiThrottled('reaction')
  @ApiErrorResponses({
    400: POSTS_ERRORS.badPostId,
    403: POSTS_ERRORS.blockedAuthor,
    404: POSTS_ERRORS.noPost,
    503: POSTS_ERRORS.unavailable,
  })
  unreact(
    @Param() { postId }: PostIdRef,
    @RequestContext() context: CallContext,
  ): Promise<ReactionSummaryDto> {
    return this.rpc.call(POSTS_RPC.unreact, { postId }, context);
  }
}
