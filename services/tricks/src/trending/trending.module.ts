import { Module } from '@nestjs/common';
import { TrendingHandler } from './trending.handler';
import { TrendingRepository } from './trending.repository';
import { TrendingService } from './trending.service';

/** Trending tricks: the posts service's tags, counted over a window of days. */
@Module({
  controllers: [TrendingHandler],
  providers: [TrendingRepository, TrendingService],
  exports: [TrendingRepository],
})
export class TrendingModule {}
