import { Module } from '@nestjs/common';
import { LeaderboardCache } from './leaderboard-cache';
import { LeaderboardHandler } from './leaderboard.handler';
import { LeaderboardRepository } from './leaderboard.repository';
import { LeaderboardService } from './leaderboard.service';

/** The ranking of skaters by their verified points. */
@Module({
  controllers: [LeaderboardHandler],
  providers: [LeaderboardCache, LeaderboardRepository, LeaderboardService],
  exports: [LeaderboardCache],
})
export class LeaderboardModule {}
