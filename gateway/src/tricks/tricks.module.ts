import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { CatalogueCopy } from './catalogue-copy.service';
import { LeaderboardController } from './leaderboard.controller';
import { ProgressController } from './progress.controller';
import { TricksController } from './tricks.controller';
import { UnverifiedTricksController } from './unverified-tricks.controller';

/** The tricks service's routes: catalogue, progress, scores, leaderboard and the admins' verification queue. */
@Module({
  imports: [NatsModule],
  controllers: [TricksController, ProgressController, LeaderboardController, UnverifiedTricksController],
  providers: [CatalogueCopy],
})
export class TricksModule {}
