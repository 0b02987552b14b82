import { Module } from '@nestjs/common';
import { StandingHandlers } from './standing.handlers';
import { StandingService } from './standing.service';
import { VoterProfilesHandlers } from './voter-profiles.handlers';

/** The projection of accounts and warnings that decides what each vote weighs, and the standing it gives. */
@Module({
  controllers: [StandingHandlers],
  providers: [VoterProfilesHandlers, StandingService],
  exports: [StandingService],
})
export class VotersModule {}
