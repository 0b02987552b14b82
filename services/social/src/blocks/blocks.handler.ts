import type { CallerIdentity } from '@boonies/contracts/common';
import { BlockDto, SOCIAL_RPC, UserIdRef, type UserSummaryDto } from '@boonies/contracts/social';
import { Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BlocksService } from './blocks.service';

@Controller()
export class BlocksHandler {
  constructor(private readonly blocks: BlocksService) {}

  @RpcHandler(SOCIAL_RPC.block)
  block(
    @Payload() { userId }: BlockDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ blocked: true }> {
    return this.blocks.block(caller, userId, correlationId);
  }

  @RpcHandler(SOCIAL_RPC.unblock)
  unblock(
    @Payload() { id }: UserIdRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ blocked: false }> {
    return this.blocks.unblock(caller, id, correlationId);
  }

  @RpcHandler(SOCIAL_RPC.blockedUsers)
  blockedUsers(@Caller() caller: CallerIdentity): Promise<UserSummaryDto[]> {
    return this.blocks.blockedUsers(caller);
  }
}
