import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { FeedsHandler } from './feeds.handler';
import { FeedsRepository } from './feeds.repository';
import { PostReader } from './post-reader.service';

/** Hydrated posts: the feeds, one page at a time, and single posts. */
@Module({
  controllers: [FeedsHandler],
  imports: [AccessModule],
  providers: [FeedsRepository, PostReader],
  exports: [PostReader],
})
export class FeedsModule {}
