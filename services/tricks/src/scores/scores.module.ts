import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { AccessModule } from '../access/access.module';
import { ScoreKeeper } from './score-keeper.service';
import { ScoresHandler } from './scores.handler';
import { ScoresRepository } from './scores.repository';
import { ScoresService } from './scores.service';

/** Users' scores: recomputed from progress by the ScoreKeeper, read by `rpc.tricks.score`. */
@Module({
  imports: [LeaderboardModule, AccessModule],
  controllers: [ScoresHandler],
  providers: [ScoresRepository, ScoreKeeper, ScoresService],
  exports: [ScoresRepository, ScoreKeeper],
})
export class ScoresModule {}
