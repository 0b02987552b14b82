import { Module } from '@nestjs/common';
import { LeaderboardCache } from './leaderboard-cache';
import { LeaderboardHandlers } from './leaderboard.handlers';
import { LeaderboardService } from './leaderboard.service';
import { UserProfilesHandlers } from './user-profiles.handlers';

/** The ranking, and the projection of accounts it shows. */
@Module({
  controllers: [LeaderboardHandlers],
  providers: [LeaderboardCache, LeaderboardService, UserProfilesHandlers],
  exports: [LeaderboardCache],
})
export class LeaderboardModule {}
