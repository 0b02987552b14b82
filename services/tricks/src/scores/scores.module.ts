import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { PrivacyModule } from '../privacy/privacy.module';
import { UserScore } from './entities/user-score.entity';
import { ScoreKeeper } from './score-keeper.service';
import { ScoresHandlers } from './scores.handlers';
import { ScoresService } from './scores.service';

/** Users' scores: recomputed from progress by the ScoreKeeper, read by `rpc.tricks.score`. */
@Module({
  imports: [TypeOrmModule.forFeature([UserScore]), LeaderboardModule, PrivacyModule],
  controllers: [ScoresHandlers],
  providers: [ScoreKeeper, ScoresService],
  exports: [ScoreKeeper],
})
export class ScoresModule {}
