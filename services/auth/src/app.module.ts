import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { AccountModule } from './account/account.module';
import { AdminModule } from './admin/admin.module';
import { PuppetProfile } from './admin/entities/puppet-profile.entity';
import { AuthConfig } from './config/auth.config';
import { AuthConfigModule } from './config/auth-config.module';
import { CredentialsModule } from './credentials/credentials.module';
import { ExportModule } from './export/export.module';
import { AUTH_MIGRATIONS } from './migrations/auth-migrations';
import { Sponsorship } from './projections/entities/sponsorship.entity';
import { UserPost } from './projections/entities/user-post.entity';
import { UserScore } from './projections/entities/user-score.entity';
import { ProjectionsModule } from './projections/projections.module';
import { Session } from './sessions/entities/session.entity';
import { SessionsModule } from './sessions/sessions.module';
import { SocialEventsBridgeModule } from './social-events-bridge/social-events-bridge.module';
import { Block } from './social/blocks/entities/block.entity';
import { FollowRequest } from './social/follow-requests/entities/follow-request.entity';
import { Follow } from './social/follows/entities/follow.entity';
import { Preferences } from './social/preferences/entities/preferences.entity';
import { SocialModule } from './social/social.module';
import { SuspensionsModule } from './suspensions/suspensions.module';
import { TelemetryLimitModule } from './telemetry-limit/telemetry-limit.module';
import { User } from './users/entities/user.entity';
import { UsersModule } from './users/users.module';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/**
 * Identity behind `rpc.auth.*`: accounts, credentials and sessions; profiles, statuses, follows, blocks,
 * preferences and finding skaters, with projections of the scores, posts and sponsorships they show.
 */
@Module({})
export class AppModule {
  static forRoot(config: AuthConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceAppModule.forRoot({
          service: 'auth',
          config,
          entities: [
            User,
            Session,
            Follow,
            FollowRequest,
            Block,
            Preferences,
            UserScore,
            UserPost,
            Sponsorship,
            PuppetProfile,
          ],
          routing: options.routing,
          migrations: AUTH_MIGRATIONS,
          imports: [
            AuthConfigModule.forRoot(config),
            UsersModule,
            SessionsModule,
            CredentialsModule,
            SocialModule,
            ProjectionsModule,
            AdminModule,
            AccountModule,
            SuspensionsModule,
            ExportModule,
            TelemetryLimitModule,
            SocialEventsBridgeModule,
          ],
        }),
      ],
    };
  }
}
