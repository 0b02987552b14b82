import { Module } from '@nestjs/common';
import { TimelineRepository } from './timeline.repository';

/** Each reader's following feed, kept as posts and follows change. */
@Module({
  providers: [TimelineRepository],
  exports: [TimelineRepository],
})
export class TimelineModule {}
