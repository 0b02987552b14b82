import type { CallerIdentity } from '@boonies/contracts/common';
import {
  ContestedQueryDto,
  type ContestedVerificationDto,
  DecideVerificationRequest,
  VERIFICATION_RPC,
  type VerificationDto,
} from '@boonies/contracts/verification';
import { AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { REVIEW_MESSAGES, ReviewService } from './review.service';

/** The admins' verification review queue (`rpc.verification.contested` and `…decide`); admins only. */
@Controller()
export class ReviewHandler {
  constructor(private readonly review: ReviewService) {}

  @RpcHandler(VERIFICATION_RPC.contested)
  @AdminOnly(REVIEW_MESSAGES.adminsOnly)
  contested(@Payload() { limit }: ContestedQueryDto): Promise<ContestedVerificationDto[]> {
    return this.review.contested(limit);
  }

  @RpcHandler(VERIFICATION_RPC.decide)
  @AdminOnly(REVIEW_MESSAGES.adminsOnly)
  decide(
    @Payload() { id, verdict, note }: DecideVerificationRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<VerificationDto> {
    return this.review.decide(id, verdict, note?.trim() || null, caller, correlationId);
  }
}
