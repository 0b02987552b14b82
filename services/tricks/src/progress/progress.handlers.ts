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
import { ProgressAccess } from '../privacy/progress-access.service';
import { ProgressService } from './progress.service';
import type { OwnedProgressDto } from './progress-view';

@Controller()
export class ProgressHandlers {
  constructor(
    private readonly progress: ProgressService,
    private readonly access: ProgressAccess,
  ) {}

  /** Profiles show it, unless the owner's privacy switches hide it from the caller. */
  @MessagePattern(RPC.tricks.progress)
  async list(@Payload() { userId }: UserIdParam, @Caller() caller: CallerIdentity): Promise<ProgressDto[]> {
    await this.access.assertMayView(caller, userId);
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

  /** The caller's own records, or the named user's as their privacy switches allow. */
  @MessagePattern(RPC.tricks.listUserProgress)
  async listUserProgress(
    @Payload() { userId }: UserProgressQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<OwnedProgressDto[]> {
    const ownerId = userId ?? caller.userId;
    await this.access.assertMayView(caller, ownerId);
    return this.progress.listOwned(ownerId);
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
