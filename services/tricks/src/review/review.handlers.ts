import {
  ProgressIdParam,
  RPC,
  UserProgressQuery,
  type CallerIdentity,
  type UnverifiedTrickDto,
} from '@boonies/contracts';
import { Caller, CorrelationId } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { OwnedProgressDto } from '../progress/progress-view';
import { ReviewService } from './review.service';

@Controller()
export class ReviewHandlers {
  constructor(private readonly review: ReviewService) {}

  @MessagePattern(RPC.tricks.unverified)
  unverified(
    @Payload() query: UserProgressQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<UnverifiedTrickDto[]> {
    return this.review.unverified(query, caller);
  }

  @MessagePattern(RPC.tricks.verifyProgress)
  verify(
    @Payload() { id }: ProgressIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<OwnedProgressDto> {
    return this.review.verify(id, caller, correlationId);
  }
}
