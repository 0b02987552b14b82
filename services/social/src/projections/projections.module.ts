import { Module } from '@nestjs/common';
import { PostEventsConsumer } from './post-events.consumer';
import { ScoreEventsConsumer } from './score-events.consumer';
import { SponsorshipEventsConsumer } from './sponsorship-events.consumer';
import { UserPostsRepository } from './user-posts.repository';
import { UserScoresRepository } from './user-scores.repository';

/** Other services' facts that profiles and suggestions need, kept from their events. */
@Module({
  providers: [
    ScoreEventsConsumer,
    PostEventsConsumer,
    SponsorshipEventsConsumer,
    UserScoresRepository,
    UserPostsRepository,
  ],
})
export class ProjectionsModule {}
