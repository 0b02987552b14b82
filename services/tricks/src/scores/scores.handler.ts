import type { CallerIdentity } from '@boonies/contracts/common';
import { type ScoreDto, TRICKS_RPC, UserIdParam } from '@boonies/contracts/tricks';
import { OptionalCaller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ProgressAccess } from '../access/progress-access.service';
import { ScoresService } from './scores.service';

@Controller()
export class ScoresHandler {
  constructor(
    private readonly scores: ScoresService,
    private readonly access: ProgressAccess,
  ) {}

  /** The score and level as the profile shows them, where the access policy lets the caller see progress. */
  @RpcHandler(TRICKS_RPC.score)
  async score(
    @Payload() { userId }: UserIdParam,
    @OptionalCaller() caller: CallerIdentity | undefined,
  ): Promise<ScoreDto> {
    await this.access.assertMayView(caller, userId);
    return this.scores.scoreOf(userId);
  }
}
