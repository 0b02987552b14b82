import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { FeedsModule } from '../feeds/feeds.module';
import { PostCounters } from './post-counters.service';
import { PostsHandlers } from './posts.handlers';
import { PostsService } from './posts.service';

/** Creating, deleting and reviewing posts, and the counters every writer keeps on the post row. */
@Module({
  imports: [FeedsModule, AccessModule],
  controllers: [PostsHandlers],
  providers: [PostsService, PostCounters],
  exports: [PostCounters],
})
export class PostsModule {}
