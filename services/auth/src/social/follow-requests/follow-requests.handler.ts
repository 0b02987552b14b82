import { FollowRequestRef, RPC, type CallerIdentity, type FollowRequestDto } from '@boonies/contracts';
import { Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { FollowRequestsService } from './follow-requests.service';

@Controller()
export class FollowRequestsHandler {
  constructor(private readonly requests: FollowRequestsService) {}

  @RpcHandler(RPC.auth.followRequests)
  incoming(@Caller() caller: CallerIdentity): Promise<FollowRequestDto[]> {
    return this.requests.incoming(caller);
  }

  @RpcHandler(RPC.auth.approveFollowRequest)
  approve(
    @Payload() { requesterId }: FollowRequestRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ approved: true }> {
    return this.requests.approve(caller, requesterId, correlationId);
  }

  @RpcHandler(RPC.auth.declineFollowRequest)
  decline(
    @Payload() { requesterId }: FollowRequestRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ declined: true }> {
    return this.requests.decline(caller, requesterId, correlationId);
  }
}
