import { RawJson } from '@boonies/messaging';
import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type ProgressDto,
  SetLearnedRequest,
  TRICKS_RPC,
  UserIdParam,
  UserProgressDto,
  UserProgressQuery,
} from '@boonies/contracts/tricks';
import {
  AdminOnly,
  Caller,
  CorrelationId,
  OptionalCaller,
  RpcHandler,
  unauthenticated,
} from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ProgressAccess } from '../access/progress-access.service';
import { ProgressService } from './progress.service';
import type { OwnedProgressDto } from './progress-view';

@Controller()
export class ProgressHandler {
  constructor(
    private readonly progress: ProgressService,
    private readonly access: ProgressAccess,
  ) {}

  /** Profiles show it where the access policy lets the caller see the owner's progress. */
  @RpcHandler(TRICKS_RPC.progress)
  async list(
    @Payload() { userId }: UserIdParam,
    @OptionalCaller() caller: CallerIdentity | undefined,
  ): Promise<RawJson<ProgressDto[]>> {
    await this.access.assertMayView(caller, userId);
    return RawJson.of(await this.progress.list(userId));
  }

  @RpcHandler(TRICKS_RPC.setLearned)
  setLearned(
    @Payload() request: SetLearnedRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ProgressDto> {
    return this.progress.setLearned(request, caller, correlationId);
  }

  @RpcHandler(TRICKS_RPC.clearProgress)
  @AdminOnly("Only admins can remove a user's progress")
  clear(
    @Payload() { userId }: UserIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<{ removed: number }> {
    return this.progress.clear(userId, caller, correlationId);
  }

  /** The caller's own records, or the named user's as the access policy allows. */
  @RpcHandler(TRICKS_RPC.listUserProgress)
  async listUserProgress(
    @Payload() { userId }: UserProgressQuery,
    @OptionalCaller() caller: CallerIdentity | undefined,
  ): Promise<OwnedProgressDto[]> {
    const ownerId = userId ?? caller?.userId;
    if (!ownerId) throw unauthenticated();
    await this.access.assertMayView(caller, ownerId);
    return this.progress.listOwned(ownerId);
  }

  @RpcHandler(TRICKS_RPC.setUserProgress)
  setUserProgress(
    @Payload() request: UserProgressDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<OwnedProgressDto> {
    return this.progress.setUserProgress(request, caller, correlationId);
  }
}
