import type { CallerIdentity } from '@boonies/contracts/common';
import { type FollowRequestDto, FollowRequestRef, SOCIAL_RPC } from '@boonies/contracts/social';
import { Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { FollowRequestsService } from './follow-requests.service';

@Controller()
export class FollowRequestsHandler {
  constructor(private readonly requests: FollowRequestsService) {}

  @RpcHandler(SOCIAL_RPC.followRequests)
  incoming(@Caller() caller: CallerIdentity): Promise<FollowRequestDto[]> {
    return this.requests.incoming(caller);
  }

  @RpcHandler(SOCIAL_RPC.approveFollowRequest)
  approve(
    @Payload() { requesterId }: FollowRequestRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ approved: true }> {
    return this.requests.approve(caller, requesterId, correlationId);
  }

  @RpcHandler(SOCIAL_RPC.declineFollowRequest)
  decline(
    @Payload() { requesterId }: FollowRequestRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ declined: true }> {
    return this.requests.decline(caller, requesterId, correlationId);
  }
}
