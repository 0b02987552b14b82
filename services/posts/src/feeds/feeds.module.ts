import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { FeedsHandler } from './feeds.handler';
import { FeedsRepository } from './feeds.repository';
import { PostPreviewsRepository } from './post-previews.repository';
import { PostPreviews } from './post-previews.service';
import { PostReader } from './post-reader.service';

/** Hydrated posts: the feeds, one page at a time, single posts, and a shared link's preview. */
@Module({
  controllers: [FeedsHandler],
  imports: [AccessModule],
  providers: [FeedsRepository, PostReader, PostPreviews, PostPreviewsRepository],
  exports: [PostReader],
})
export class FeedsModule {}
