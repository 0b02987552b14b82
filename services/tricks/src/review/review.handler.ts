import type { CallerIdentity } from '@boonies/contracts/common';
import {
  ProgressIdParam,
  TRICKS_RPC,
  type UnverifiedTrickDto,
  UserProgressQuery,
} from '@boonies/contracts/tricks';
import { AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { OwnedProgressDto } from '../progress/progress-view';
import { ReviewService } from './review.service';

@Controller()
export class ReviewHandler {
  constructor(private readonly review: ReviewService) {}

  @RpcHandler(TRICKS_RPC.unverified)
  @AdminOnly('Only admins can view unverified tricks')
  unverified(@Payload() query: UserProgressQuery): Promise<UnverifiedTrickDto[]> {
    return this.review.unverified(query);
  }

  @RpcHandler(TRICKS_RPC.verifyProgress)
  @AdminOnly('Only admins can verify tricks')
  verify(
    @Payload() { id }: ProgressIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<OwnedProgressDto> {
    return this.review.verify(id, caller, correlationId);
  }
}
