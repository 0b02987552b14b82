import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { SponsorshipsHandler } from './sponsorships.handler';
import { SponsorshipsRepository } from './sponsorships.repository';
import { SponsorshipsService } from './sponsorships.service';

/** Brand → athlete sponsorships: requests, answers, removals and the lists. */
@Module({
  imports: [AccessModule],
  controllers: [SponsorshipsHandler],
  providers: [SponsorshipsService, SponsorshipsRepository],
  exports: [SponsorshipsRepository],
})
export class SponsorshipsModule {}
