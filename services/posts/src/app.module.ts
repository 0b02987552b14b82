import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule, type ServiceConfig } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { POSTS_ENTITIES } from './database/posts-tables';
import { ExportModule } from './export/export.module';
import { FeedsModule } from './feeds/feeds.module';
import { POSTS_MIGRATIONS } from './migrations/posts-migrations';
import { PostsModule } from './posts/posts.module';
import { ProjectionsModule } from './projections/projections.module';
import { ReactionsModule } from './reactions/reactions.module';

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
          config,
          entities: POSTS_ENTITIES,
          migrations: POSTS_MIGRATIONS,
          routing: options.routing,
          imports: [FeedsModule, PostsModule, ReactionsModule, ProjectionsModule, ExportModule],
        }),
      ],
    };
  }
}
