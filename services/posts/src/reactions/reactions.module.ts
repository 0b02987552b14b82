import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { PostsModule } from '../posts/posts.module';
import { ReactionsHandlers } from './reactions.handlers';
import { ReactionsService } from './reactions.service';

/** Likes and dislikes, weighted, kept counted on the post. */
@Module({
  imports: [PostsModule, AccessModule],
  controllers: [ReactionsHandlers],
  providers: [ReactionsService],
})
export class ReactionsModule {}
