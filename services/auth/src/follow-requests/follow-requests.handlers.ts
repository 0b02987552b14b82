import { FollowRequestRef, RPC, type CallerIdentity, type FollowRequestDto } from '@boonies/contracts';
import { Caller, CorrelationId } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { FollowRequestsService } from './follow-requests.service';

@Controller()
export class FollowRequestsHandlers {
  constructor(private readonly requests: FollowRequestsService) {}

  @MessagePattern(RPC.auth.followRequests)
  incoming(@Caller() caller: CallerIdentity): Promise<FollowRequestDto[]> {
    return this.requests.incoming(caller);
  }

  @MessagePattern(RPC.auth.approveFollowRequest)
  approve(
    @Payload() { requesterId }: FollowRequestRef,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ approved: true }> {
    return this.requests.approve(caller, requesterId, correlationId);
  }

  @MessagePattern(RPC.auth.declineFollowRequest)
  decline(
    @Payload() { requesterId }: FollowRequestRef,
    @Caller() caller: CallerIdentity,
  ): Promise<{ declined: true }> {
    return this.requests.decline(caller, requesterId);
  }
}
