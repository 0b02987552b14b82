import { Module } from '@nestjs/common';
import { PostTagsHandlers } from './post-tags.handlers';
import { TrendingHandlers } from './trending.handlers';
import { TrendingService } from './trending.service';

/** Trending tricks: the posts service's tags, counted over a window of days. */
@Module({
  controllers: [TrendingHandlers],
  providers: [TrendingService, PostTagsHandlers],
})
export class TrendingModule {}
