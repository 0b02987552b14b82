import type { CallerIdentity } from '@boonies/contracts/common';
import {
  CreatePostDto,
  CreateTrickVideoDto,
  type DeletedPostDto,
  type PostDto,
  PostIdParam,
  POSTS_RPC,
  UpdatePostReviewRequest,
} from '@boonies/contracts/posts';
import type { RawJson } from '@boonies/messaging';
import { ActionThrottle, AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PostsService } from './posts.service';

@Controller()
export class PostsHandler {
  constructor(
    private readonly posts: PostsService,
    private readonly throttle: ActionThrottle,
  ) {}

  @RpcHandler(POSTS_RPC.create)
  async create(
    @Payload() request: CreatePostDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<RawJson<PostDto>> {
    const isReply = request.postType === 'reply' || request.parentPostId !== undefined;
    await this.throttle.consume(isReply ? 'reply' : 'post', caller.userId);
    return this.posts.create(request, caller, correlationId);
  }

  @RpcHandler(POSTS_RPC.createTrickVideo)
  async createTrickVideo(
    @Payload() request: CreateTrickVideoDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<RawJson<PostDto>> {
    await this.throttle.consume('post', caller.userId);
    return this.posts.createTrickVideo(request, caller, correlationId);
  }

  @RpcHandler(POSTS_RPC.remove)
  remove(
    @Payload() { id }: PostIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<DeletedPostDto> {
    return this.posts.remove(id, caller, correlationId);
  }

  @RpcHandler(POSTS_RPC.review)
  @AdminOnly('Only admins can review trick videos')
  review(
    @Payload() request: UpdatePostReviewRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<RawJson<PostDto>> {
    return this.posts.review(request, caller, correlationId);
  }
}
