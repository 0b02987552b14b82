import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { FeedsModule } from '../feeds/feeds.module';
import { MediaModule } from '../media/media.module';
import { ProjectionRepositoriesModule } from '../projections/projection-repositories.module';
import { TimelineModule } from '../timeline/timeline.module';
import { PostsHandler } from './posts.handler';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';

/** Creating, deleting and reviewing posts, and the counters every writer keeps on the post row. */
@Module({
  imports: [FeedsModule, AccessModule, ProjectionRepositoriesModule, TimelineModule, MediaModule],
  controllers: [PostsHandler],
  providers: [PostsRepository, PostsService],
  exports: [PostsRepository],
})
export class PostsModule {}
