import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { CommunityPushesListener } from './community-pushes.listener';
import { PostAudience } from './post-audience';
import { PostsController } from './posts.controller';
import { ReactionsController } from './reactions.controller';

/** The posts service's routes (posts, replies, feeds, reactions) and the live updates of the feeds. */
@Module({
  imports: [NatsModule, RealtimeModule],
  controllers: [PostsController, ReactionsController],
  providers: [CommunityPushesListener, PostAudience],
})
export class PostsModule {}
