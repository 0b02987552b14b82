import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { SponsorshipsController } from './sponsorships.controller';

/** The sponsorships service's routes. */
@Module({ imports: [NatsModule], controllers: [SponsorshipsController] })
export class SponsorshipsModule {}
