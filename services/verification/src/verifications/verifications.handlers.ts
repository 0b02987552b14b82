import {
  CastVoteRequest,
  PostIdRef,
  RPC,
  VerificationIdParam,
  type CallerIdentity,
  type MyVoteDto,
  type RemovedVerificationDto,
  type VerificationDto,
  type VoteResultDto,
} from '@boonies/contracts';
import { Caller, CorrelationId } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { VerificationsService } from './verifications.service';

/** Every call needs a signed-in caller: the app shows verifications to signed-in users only. */
@Controller()
export class VerificationsHandlers {
  constructor(private readonly verifications: VerificationsService) {}

  @MessagePattern(RPC.verification.forPost)
  forPost(@Payload() { postId }: PostIdRef, @Caller() _caller: CallerIdentity): Promise<VerificationDto[]> {
    return this.verifications.forPost(postId);
  }

  @MessagePattern(RPC.verification.get)
  get(@Payload() { id }: VerificationIdParam, @Caller() _caller: CallerIdentity): Promise<VerificationDto> {
    return this.verifications.get(id);
  }

  @MessagePattern(RPC.verification.myVote)
  myVote(@Payload() { id }: VerificationIdParam, @Caller() caller: CallerIdentity): Promise<MyVoteDto> {
    return this.verifications.myVote(id, caller);
  }

  @MessagePattern(RPC.verification.vote)
  vote(
    @Payload() { id, vote }: CastVoteRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<VoteResultDto> {
    return this.verifications.vote(id, vote, caller, correlationId);
  }

  @MessagePattern(RPC.verification.remove)
  remove(
    @Payload() { id }: VerificationIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<RemovedVerificationDto> {
    return this.verifications.remove(id, caller, correlationId);
  }
}
