import { Module } from '@nestjs/common';
import { FeedsHandlers } from './feeds.handlers';
import { PostReader } from './post-reader.service';

/** Hydrated posts: the feeds, one page at a time, and single posts. */
@Module({
  controllers: [FeedsHandlers],
  providers: [PostReader],
  exports: [PostReader],
})
export class FeedsModule {}
