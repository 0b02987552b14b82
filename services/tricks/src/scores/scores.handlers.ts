import { RPC, UserIdParam, type CallerIdentity, type ScoreDto } from '@boonies/contracts';
import { Caller } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ProgressAccess } from '../privacy/progress-access.service';
import { ScoresService } from './scores.service';

@Controller()
export class ScoresHandlers {
  constructor(
    private readonly scores: ScoresService,
    private readonly access: ProgressAccess,
  ) {}

  /**
   * The score as the profile shows it, unless the owner's privacy switches hide their progress from the
   * caller (the leaderboard still ranks them by public score: that board is public by nature).
   */
  @MessagePattern(RPC.tricks.score)
  async score(@Payload() { userId }: UserIdParam, @Caller() caller: CallerIdentity): Promise<ScoreDto> {
    await this.access.assertMayView(caller, userId);
    return this.scores.scoreOf(userId);
  }
}
