import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { ScoresModule } from '../scores/scores.module';
import { TrendingModule } from '../trending/trending.module';
import { PostTagsConsumer } from './post-tags.consumer';
import { PrivacyConsumer } from './privacy.consumer';
import { UserProfilesConsumer } from './user-profiles.consumer';

/**
 * Copies of other services' data, kept from their events: accounts (`leaderboard_users`), privacy switches,
 * follows and blocks, and which posts tag which tricks.
 */
@Module({
  imports: [LeaderboardModule, ScoresModule, TrendingModule],
  providers: [UserProfilesConsumer, PrivacyConsumer, PostTagsConsumer],
})
export class ProjectionsModule {}
