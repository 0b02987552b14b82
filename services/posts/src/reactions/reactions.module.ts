import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { PostsModule } from '../posts/posts.module';
import { ProjectionRepositoriesModule } from '../projections/projection-repositories.module';
import { ReactionsHandler } from './reactions.handler';
import { ReactionsRepository } from './reactions.repository';
import { ReactionsService } from './reactions.service';

/** Likes and dislikes, weighted, kept counted on the post. */
@Module({
  imports: [PostsModule, AccessModule, ProjectionRepositoriesModule],
  controllers: [ReactionsHandler],
  providers: [ReactionsRepository, ReactionsService],
  exports: [ReactionsRepository],
})
export class ReactionsModule {}
