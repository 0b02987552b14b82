import {
  CreatePostDto,
  CreateTrickVideoDto,
  PostIdParam,
  RPC,
  UpdatePostReviewRequest,
  type CallerIdentity,
  type DeletedPostDto,
  type PostDto,
} from '@boonies/contracts';
import { Caller, CorrelationId } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PostsService } from './posts.service';

@Controller()
export class PostsHandlers {
  constructor(private readonly posts: PostsService) {}

  @MessagePattern(RPC.posts.create)
  create(
    @Payload() request: CreatePostDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<PostDto> {
    return this.posts.create(request, caller, correlationId);
  }

  @MessagePattern(RPC.posts.createTrickVideo)
  createTrickVideo(
    @Payload() request: CreateTrickVideoDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<PostDto> {
    return this.posts.createTrickVideo(request, caller, correlationId);
  }

  @MessagePattern(RPC.posts.remove)
  remove(
    @Payload() { id }: PostIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<DeletedPostDto> {
    return this.posts.remove(id, caller, correlationId);
  }

  @MessagePattern(RPC.posts.review)
  review(
    @Payload() request: UpdatePostReviewRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<PostDto> {
    return this.posts.review(request, caller, correlationId);
  }
}
