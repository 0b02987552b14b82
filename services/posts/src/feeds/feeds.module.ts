import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { FeedsHandlers } from './feeds.handler';
import { FeedsRepository } from './feeds.repository';
import { PostReader } from './post-reader.service';

/** Hydrated posts: the feeds, one page at a time, and single posts. */
@Module({
  controllers: [FeedsHandlers],
  imports: [AccessModule],
  providers: [FeedsRepository, PostReader],
  exports: [PostReader],
})
export class FeedsModule {}
