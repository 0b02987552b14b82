import { POSTS_EVENTS } from '@boonies/contracts/posts';
import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule, type ServiceConfig } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { ExportModule } from './export/export.module';
import { FeedsModule } from './feeds/feeds.module';
import { POSTS_MIGRATIONS } from './migrations/posts-migrations';
import { PostTag } from './posts/entities/post-tag.entity';
import { Post } from './posts/entities/post.entity';
import { PostsModule } from './posts/posts.module';
import { AUTHORS } from './projections/entities/author.entity';
import { BLOCKS } from './projections/entities/block.entity';
import { FOLLOWS } from './projections/entities/follow.entity';
import { MEDIA } from './projections/entities/media.entity';
import { PostVerification } from './projections/entities/post-verification.entity';
import { PRIVACY_SETTINGS } from './projections/entities/privacy-settings.entity';
import { TrickName } from './projections/entities/trick-name.entity';
import { ProjectionsModule } from './projections/projections.module';
import { Reaction } from './reactions/entities/reaction.entity';
import { ReactionsModule } from './reactions/reactions.module';
import { TimelineEntry } from './timeline/entities/timeline-entry.entity';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/** Posts, replies, reactions and feeds, behind `rpc.posts.*`. */
@Module({})
export class AppModule {
  static forRoot(config: ServiceConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceAppModule.forRoot({
          service: 'posts',
          publishes: POSTS_EVENTS,
          config,
          entities: [
            Post,
            PostTag,
            Reaction,
            AUTHORS,
            TrickName,
            FOLLOWS,
            PostVerification,
            PRIVACY_SETTINGS,
            BLOCKS,
            TimelineEntry,
            MEDIA,
          ],
          migrations: POSTS_MIGRATIONS,
          routing: options.routing,
          imports: [FeedsModule, PostsModule, ReactionsModule, ProjectionsModule, ExportModule],
        }),
      ],
    };
  }
}
