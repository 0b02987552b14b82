import { RPC, UserIdParam, type CallerIdentity, type ScoreDto } from '@boonies/contracts';
import { Caller } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ScoresService } from './scores.service';

@Controller()
export class ScoresHandlers {
  constructor(private readonly scores: ScoresService) {}

  /** Any signed-in user may see anyone's score, as the profile and the leaderboard show it. */
  @MessagePattern(RPC.tricks.score)
  score(@Payload() { userId }: UserIdParam, @Caller() _caller: CallerIdentity): Promise<ScoreDto> {
    return this.scores.scoreOf(userId);
  }
}
