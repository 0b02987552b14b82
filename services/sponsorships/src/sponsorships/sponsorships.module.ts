import { Module } from '@nestjs/common';
import { SponsorshipsHandlers } from './sponsorships.handlers';
import { SponsorshipsService } from './sponsorships.service';

/** Brand → athlete sponsorships: requests, answers, removals and the lists. */
@Module({ controllers: [SponsorshipsHandlers], providers: [SponsorshipsService] })
export class SponsorshipsModule {}
