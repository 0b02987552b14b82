import {
  RPC,
  SetLearnedRequest,
  UserIdParam,
  UserProgressDto,
  UserProgressQuery,
  type CallerIdentity,
  type ProgressDto,
} from '@boonies/contracts';
import { Caller, CorrelationId } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ProgressService } from './progress.service';
import type { OwnedProgressDto } from './progress-view';

@Controller()
export class ProgressHandlers {
  constructor(private readonly progress: ProgressService) {}

  /** Any signed-in user may read anyone's progress: profiles show it. */
  @MessagePattern(RPC.tricks.progress)
  list(@Payload() { userId }: UserIdParam, @Caller() _caller: CallerIdentity): Promise<ProgressDto[]> {
    return this.progress.list(userId);
  }

  @MessagePattern(RPC.tricks.setLearned)
  setLearned(
    @Payload() request: SetLearnedRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ProgressDto> {
    return this.progress.setLearned(request, caller, correlationId);
  }

  @MessagePattern(RPC.tricks.clearProgress)
  clear(
    @Payload() { userId }: UserIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ removed: number }> {
    return this.progress.clear(userId, caller, correlationId);
  }

  /** The caller's own records, or the named user's. */
  @MessagePattern(RPC.tricks.listUserProgress)
  listUserProgress(
    @Payload() { userId }: UserProgressQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<OwnedProgressDto[]> {
    return this.progress.listOwned(userId ?? caller.userId);
  }

  @MessagePattern(RPC.tricks.setUserProgress)
  setUserProgress(
    @Payload() request: UserProgressDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<OwnedProgressDto> {
    return this.progress.setUserProgress(request, caller, correlationId);
  }
}
