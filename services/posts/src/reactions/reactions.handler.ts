import type { CallerIdentity } from '@boonies/contracts/common';
import {
  PostIdRef,
  POSTS_RPC,
  ReactDto,
  type ReactionDto,
  type ReactionSummaryDto,
} from '@boonies/contracts/posts';
import { ActionThrottle, Caller, CorrelationId, OptionalCaller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ReactionsService } from './reactions.service';

@Controller()
export class ReactionsHandler {
  constructor(
    private readonly reactions: ReactionsService,
    private readonly throttle: ActionThrottle,
  ) {}

  @RpcHandler(POSTS_RPC.reactions)
  list(@Payload() { postId }: PostIdRef, @OptionalCaller() caller?: CallerIdentity): Promise<ReactionDto[]> {
    return this.reactions.list(postId, caller);
  }

  @RpcHandler(POSTS_RPC.react)
  async react(
    @Payload() request: ReactDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ReactionSummaryDto> {
    await this.throttle.consume('reaction', caller.userId);
    return this.reactions.react(request, caller, correlationId);
  }

  @RpcHandler(POSTS_RPC.unreact)
  async unreact(
    @Payload() { postId }: PostIdRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ReactionSummaryDto> {
    await this.throttle.consume('reaction', caller.userId);
    return this.reactions.unreact(postId, caller, correlationId);
  }
}
