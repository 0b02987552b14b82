import { Module } from '@nestjs/common';
import { ProgressModule } from '../progress/progress.module';
import { ReviewHandlers } from './review.handler';
import { ReviewService } from './review.service';

/** Admins verifying learned tricks. */
@Module({
  imports: [ProgressModule],
  controllers: [ReviewHandlers],
  providers: [ReviewService],
})
export class ReviewModule {}
