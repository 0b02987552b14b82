import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { ScoresModule } from '../scores/scores.module';
import { TrendingModule } from '../trending/trending.module';
import { PostTagsHandlers } from './post-tags.consumer';
import { PrivacyProjectionsHandlers } from './privacy.consumer';
import { UserProfilesHandlers } from './user-profiles.consumer';

/**
 * Copies of other services' data, kept from their events: accounts (`leaderboard_users`), privacy switches,
 * follows and blocks, and which posts tag which tricks.
 */
@Module({
  imports: [LeaderboardModule, ScoresModule, TrendingModule],
  providers: [UserProfilesHandlers, PrivacyProjectionsHandlers, PostTagsHandlers],
})
export class ProjectionsModule {}
