import { Module } from '@nestjs/common';
import { AttemptLimiter } from './attempt-limiter.service';

@Module({
  providers: [AttemptLimiter],
  exports: [AttemptLimiter],
})
export class RateLimitsModule {}
