import { FollowRequestRef, type CallerIdentity, type FollowRequestDto, AUTH_RPC } from '@boonies/contracts';
import { Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { FollowRequestsService } from './follow-requests.service';

@Controller()
export class FollowRequestsHandler {
  constructor(private readonly requests: FollowRequestsService) {}

  @RpcHandler(AUTH_RPC.followRequests)
  incoming(@Caller() caller: CallerIdentity): Promise<FollowRequestDto[]> {
    return this.requests.incoming(caller);
  }

  @RpcHandler(AUTH_RPC.approveFollowRequest)
  approve(
    @Payload() { requesterId }: FollowRequestRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ approved: true }> {
    return this.requests.approve(caller, requesterId, correlationId);
  }

  @RpcHandler(AUTH_RPC.declineFollowRequest)
  decline(
    @Payload() { requesterId }: FollowRequestRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ declined: true }> {
    return this.requests.decline(caller, requesterId, correlationId);
  }
}
