import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { CommunityPushesListener } from './community-pushes.listener';
import { LikesPushesListener } from './likes-pushes.listener';
import { PostAudience } from './post-audience';
import { PostWatchers } from './post-watchers';
import { PostsController } from './posts.controller';
import { ReactionsController } from './reactions.controller';

/**
 * The posts service's routes (posts, replies, feeds, reactions) and the live updates of the feeds: new,
 * deleted and hidden posts, verification tallies, and the like counts of the posts a tab watches.
 */
@Module({
  imports: [NatsModule, RealtimeModule],
  controllers: [PostsController, ReactionsController],
  providers: [CommunityPushesListener, PostAudience, PostWatchers, LikesPushesListener],
})
export class PostsModule {}
