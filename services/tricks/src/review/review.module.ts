import { Module } from '@nestjs/common';
import { ProgressModule } from '../progress/progress.module';
import { ReviewHandler } from './review.handler';
import { ReviewService } from './review.service';

/** Admins verifying learned tricks. */
@Module({
  imports: [ProgressModule],
  controllers: [ReviewHandler],
  providers: [ReviewService],
})
export class ReviewModule {}
