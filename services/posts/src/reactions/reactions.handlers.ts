import {
  PostIdRef,
  ReactDto,
  RPC,
  type CallerIdentity,
  type ReactionDto,
  type ReactionSummaryDto,
} from '@boonies/contracts';
import { Caller, OptionalCaller } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ReactionsService } from './reactions.service';

@Controller()
export class ReactionsHandlers {
  constructor(private readonly reactions: ReactionsService) {}

  @MessagePattern(RPC.posts.reactions)
  list(@Payload() { postId }: PostIdRef, @OptionalCaller() caller?: CallerIdentity): Promise<ReactionDto[]> {
    return this.reactions.list(postId, caller);
  }

  @MessagePattern(RPC.posts.react)
  react(@Payload() request: ReactDto, @Caller() caller: CallerIdentity): Promise<ReactionSummaryDto> {
    return this.reactions.react(request, caller);
  }

  @MessagePattern(RPC.posts.unreact)
  unreact(@Payload() { postId }: PostIdRef, @Caller() caller: CallerIdentity): Promise<ReactionSummaryDto> {
    return this.reactions.unreact(postId, caller);
  }
}
