import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { SponsorshipEventsConsumer } from './sponsorship-events.consumer';

/**
 * The sponsorships service's facts the status rules need ("a sponsored athlete keeps a status"), kept from
 * its events: an acceptance gives an athlete without status the flow status.
 */
@Module({
  imports: [ProfilesModule],
  providers: [SponsorshipEventsConsumer],
})
export class SponsorshipsModule {}
