import {
  CreatePostDto,
  CreateTrickVideoDto,
  type DeletedPostDto,
  FeedPageQuery,
  type FeedRequest,
  type PostDto,
  PostIdParam,
  type PostPageDto,
  POSTS_RPC,
  ReviewPostDto,
} from '@boonies/contracts/posts';
import type { CallContext, RawJson } from '@boonies/messaging';
import { applyDecorators, Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiThrottled } from '../docs/throttle-docs.decorator';
import { ApiCreatedResponseOf, ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { FeedTrickParam, FeedTypeParam, FeedUserParam } from './feed-params';
import { POSTS_ERRORS } from './posts-errors';

/** Documents a feed route: one page of hydrated posts, keyset-paginated. */
const FeedPage = () =>
  applyDecorators(
    ApiQueryOf(FeedPageQuery),
    ApiOkResponseOf('PostPageDto'),
    ApiErrorResponses({ 400: POSTS_ERRORS.badFeed, 503: POSTS_ERRORS.unavailable }),
  );

/**
 * Posts, replies and the feeds. A hydrated post and a feed page come as the JSON the posts service wrote
 * and go out unparsed (`callRaw`). Static paths (`popular`, `following`, `type/…`, `user/…`, `trick/…`) are
 * declared before `:id`, which is UUID-checked besides, so they are never read as a post id.
 */
@ApiTags('posts')
@SignedIn()
@Controller('posts')
export class PostsController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({ summary: 'Every top-level post, newest first' })
  @FeedPage()
  latest(
    @Query() page: FeedPageQuery,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<PostPageDto>> {
    return this.feed({ ...page, feed: 'latest' }, context);
  }

  @Get('popular')
  @ApiOperation({
    summary: 'Top-level posts by a time-decayed, weighted reaction score',
    description:
      'Likes minus dislikes (admins and trusted skaters count 5) plus replies; newest first on ties.',
  })
  @FeedPage()
  popular(
    @Query() page: FeedPageQuery,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<PostPageDto>> {
    return this.feed({ ...page, feed: 'popular' }, context);
  }

  @Get('following')
  @ApiOperation({ summary: 'Top-level posts of the people the caller follows, newest first' })
  @FeedPage()
  following(
    @Query() page: FeedPageQuery,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<PostPageDto>> {
    return this.feed({ ...page, feed: 'following' }, context);
  }

  @Get('type/:type')
  @ApiOperation({ summary: 'Trick videos, newest first (the Verifications tab)' })
  @ApiParamsOf(FeedTypeParam)
  @FeedPage()
  byType(
    @Param() _type: FeedTypeParam,
    @Query() page: FeedPageQuery,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<PostPageDto>> {
    return this.feed({ ...page, feed: 'trick_video' }, context);
  }

  @Get('user/:id')
  @ApiOperation({ summary: "A user's top-level posts, newest first" })
  @ApiParamsOf(FeedUserParam, { id: "The user's id" })
  @FeedPage()
  byUser(
    @Param() { id }: FeedUserParam,
    @Query() page: FeedPageQuery,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<PostPageDto>> {
    return this.feed({ ...page, feed: 'user', userId: id }, context);
  }

  @Get('trick/:trickId')
  @ApiOperation({ summary: 'Posts tagging one trick, newest first' })
  @ApiParamsOf(FeedTrickParam)
  @FeedPage()
  byTrick(
    @Param() { trickId }: FeedTrickParam,
    @Query() page: FeedPageQuery,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<PostPageDto>> {
    return this.feed({ ...page, feed: 'trick', trickId }, context);
  }

  @Post()
  @ApiOperation({
    summary: 'Post text, an image or a video, or reply to a post',
    description: `A reply sends \`postType: 'reply'\` and \`parentPostId\`; it is text only.`,
  })
  @ApiBodyOf(CreatePostDto)
  @ApiCreatedResponseOf('PostDto')
  @ApiThrottled('post', 'reply')
  @ApiErrorResponses({
    400: `${POSTS_ERRORS.badInput}, e.g. an unknown trick or a reply over 500 characters`,
    403: `A reply: ${POSTS_ERRORS.blockedAuthor}`,
    404: `The post replied to: ${POSTS_ERRORS.noPost}`,
    503: POSTS_ERRORS.unavailable,
  })
  create(@Body() body: CreatePostDto, @RequestContext() context: CallContext): Promise<RawJson<PostDto>> {
    return this.rpc.callRaw(POSTS_RPC.create, body, context);
  }

  @Post('trick-video')
  @ApiOperation({
    summary: 'Post a trick video for the community to verify',
    description: 'Opens one verification per tagged trick. Brand accounts cannot post trick videos.',
  })
  @ApiBodyOf(CreateTrickVideoDto)
  @ApiCreatedResponseOf('PostDto')
  @ApiThrottled('post')
  @ApiErrorResponses({
    400: `${POSTS_ERRORS.badInput}, e.g. an unknown trick`,
    403: 'Brand accounts cannot post trick videos',
    503: POSTS_ERRORS.unavailable,
  })
  createTrickVideo(
    @Body() body: CreateTrickVideoDto,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<PostDto>> {
    return this.rpc.callRaw(POSTS_RPC.createTrickVideo, body, context);
  }

  @Get(':id')
  @ApiParamsOf(PostIdParam, { id: "The post's id" })
  @ApiOperation({ summary: 'One post, hydrated' })
  @ApiOkResponseOf('PostDto')
  @ApiErrorResponses({ 400: POSTS_ERRORS.badPostId, 404: POSTS_ERRORS.noPost, 503: POSTS_ERRORS.unavailable })
  get(@Param() { id }: PostIdParam, @RequestContext() context: CallContext): Promise<RawJson<PostDto>> {
    return this.rpc.callRaw(POSTS_RPC.get, { id }, context);
  }

  @Get(':id/replies')
  @ApiParamsOf(PostIdParam, { id: "The post's id" })
  @ApiOperation({ summary: "A post's replies, oldest first" })
  @FeedPage()
  @ApiErrorResponses({ 404: POSTS_ERRORS.noPost })
  replies(
    @Param() { id }: PostIdParam,
    @Query() page: FeedPageQuery,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<PostPageDto>> {
    return this.feed({ ...page, feed: 'replies', postId: id }, context);
  }

  @Delete(':id')
  @ApiParamsOf(PostIdParam, { id: "The post's id" })
  @ApiOperation({
    summary: 'Delete a post (its author or an admin)',
    description: 'Its replies, reactions and verifications go with it.',
  })
  @ApiOkResponseOf('DeletedPostDto')
  @ApiErrorResponses({
    400: POSTS_ERRORS.badPostId,
    403: "Another user's post",
    404: POSTS_ERRORS.noPost,
    503: POSTS_ERRORS.unavailable,
  })
  remove(@Param() { id }: PostIdParam, @RequestContext() context: CallContext): Promise<DeletedPostDto> {
    return this.rpc.call(POSTS_RPC.remove, { id }, context);
  }

  @Patch(':id')
  @ApiParamsOf(PostIdParam, { id: "The post's id" })
  @ApiOperation({
    summary: 'Approve or reject a trick video (admin)',
    description: 'Approval verifies every trick it shows for its poster; rejection un-verifies them.',
  })
  @ApiBodyOf(ReviewPostDto)
  @ApiOkResponseOf('PostDto')
  @ApiErrorResponses({
    400: `${POSTS_ERRORS.badInput}, or the post is not a trick video`,
    403: 'Only admins may do this',
    404: POSTS_ERRORS.noPost,
    503: POSTS_ERRORS.unavailable,
  })
  review(
    @Param() { id }: PostIdParam,
    @Body() body: ReviewPostDto,
    @RequestContext() context: CallContext,
  ): Promise<RawJson<PostDto>> {
    return this.rpc.callRaw(POSTS_RPC.review, { ...body, id }, context);
  }

  private feed(request: FeedRequest, context: CallContext): Promise<RawJson<PostPageDto>> {
    return this.rpc.callRaw(POSTS_RPC.feed, request, context);
  }
}
