import type { CallerIdentity } from '@boonies/contracts/common';
import { PostIdRef } from '@boonies/contracts/posts';
import {
  CastVoteRequest,
  type MyVoteDto,
  type RemovedVerificationDto,
  VERIFICATION_RPC,
  type VerificationDto,
  VerificationIdParam,
  type VoteResultDto,
} from '@boonies/contracts/verification';
import { ActionThrottle, AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { VerificationsService } from './verifications.service';

/**
 * Every call needs a signed-in caller: the app shows verifications to signed-in users only. Reads and votes
 * ask the access policy about the trick video's poster (see `PosterAccess`).
 */
@Controller()
export class VerificationsHandler {
  constructor(
    private readonly verifications: VerificationsService,
    private readonly throttle: ActionThrottle,
  ) {}

  @RpcHandler(VERIFICATION_RPC.forPost)
  forPost(@Payload() { postId }: PostIdRef, @Caller() caller: CallerIdentity): Promise<VerificationDto[]> {
    return this.verifications.forPost(postId, caller);
  }

  @RpcHandler(VERIFICATION_RPC.get)
  get(@Payload() { id }: VerificationIdParam, @Caller() caller: CallerIdentity): Promise<VerificationDto> {
    return this.verifications.get(id, caller);
  }

  @RpcHandler(VERIFICATION_RPC.myVote)
  myVote(@Payload() { id }: VerificationIdParam, @Caller() caller: CallerIdentity): Promise<MyVoteDto> {
    return this.verifications.myVote(id, caller);
  }

  @RpcHandler(VERIFICATION_RPC.vote)
  async vote(
    @Payload() { id, vote }: CastVoteRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<VoteResultDto> {
    await this.throttle.consume('vote', caller.userId);
    return this.verifications.vote(id, vote, caller, correlationId);
  }

  @RpcHandler(VERIFICATION_RPC.remove)
  @AdminOnly('Only admins can remove a verification')
  remove(
    @Payload() { id }: VerificationIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<RemovedVerificationDto> {
    return this.verifications.remove(id, caller, correlationId);
  }
}
