import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule, type ServiceConfig } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { AuthIntakeModule } from './auth-intake/auth-intake.module';
import { BlocksModule } from './blocks/blocks.module';
import { Block } from './blocks/entities/block.entity';
import { ExportModule } from './export/export.module';
import { FollowRequest } from './follow-requests/entities/follow-request.entity';
import { FollowRequestsModule } from './follow-requests/follow-requests.module';
import { Follow } from './follows/entities/follow.entity';
import { FollowsModule } from './follows/follows.module';
import { SOCIAL_MIGRATIONS } from './migrations/social-migrations';
import { PEOPLE } from './people/entities/person.entity';
import { PeopleModule } from './people/people.module';
import { Preferences } from './preferences/entities/preferences.entity';
import { PreferencesModule } from './preferences/preferences.module';
import { ProfilesModule } from './profiles/profiles.module';
import { SPONSORSHIPS } from './projections/entities/sponsorship.entity';
import { UserPost } from './projections/entities/user-post.entity';
import { UserScore } from './projections/entities/user-score.entity';
import { ProjectionsModule } from './projections/projections.module';
import { SearchModule } from './search/search.module';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/**
 * The social side of the park behind `rpc.social.*`: profiles as others see them, finding skaters, follows
 * and follow requests, blocks and saved settings, judged by the access policy through `SocialAccess`. It
 * keeps its own copy of the accounts (`people`) and of the scores, posts and sponsorships profiles show.
 */
@Module({})
export class AppModule {
  static forRoot(config: ServiceConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceAppModule.forRoot({
          service: 'social',
          publishes: SOCIAL_EVENTS,
          config,
          entities: [PEOPLE, Follow, FollowRequest, Block, Preferences, UserScore, UserPost, SPONSORSHIPS],
          migrations: SOCIAL_MIGRATIONS,
          routing: options.routing,
          imports: [
            PeopleModule,
            PreferencesModule,
            FollowsModule,
            FollowRequestsModule,
            BlocksModule,
            ProfilesModule,
            SearchModule,
            ProjectionsModule,
            ExportModule,
            AuthIntakeModule,
          ],
        }),
      ],
    };
  }
}
