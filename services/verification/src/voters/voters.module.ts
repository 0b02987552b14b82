import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../projections/projections.module';
import { StandingHandler } from './standing.handler';
import { StandingService } from './standing.service';

/** What each vote weighs: the standing worked out from the projected accounts and warnings. */
@Module({
  imports: [ProjectionsModule],
  controllers: [StandingHandler],
  providers: [StandingService],
  exports: [StandingService],
})
export class VotersModule {}
