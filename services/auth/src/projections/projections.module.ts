import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { PostEventsHandlers } from './post-events.handlers';
import { ScoreEventsHandlers } from './score-events.handlers';
import { SponsorshipEventsHandlers } from './sponsorship-events.handlers';

/** Other services' facts that profiles, statuses and suggestions need, kept from their events. */
@Module({
  imports: [ProfilesModule],
  providers: [ScoreEventsHandlers, PostEventsHandlers, SponsorshipEventsHandlers],
})
export class ProjectionsModule {}
