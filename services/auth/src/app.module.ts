import { AUTH_EVENTS } from '@boonies/contracts/auth';
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
import { ProfilesModule } from './profiles/profiles.module';
import { Session } from './sessions/entities/session.entity';
import { SessionsModule } from './sessions/sessions.module';
import { SocialEventsBridgeModule } from './social-events-bridge/social-events-bridge.module';
import { SPONSORSHIPS } from './sponsorships/entities/sponsorship.entity';
import { SponsorshipsModule } from './sponsorships/sponsorships.module';
import { SuspensionsModule } from './suspensions/suspensions.module';
import { TelemetryLimitModule } from './telemetry-limit/telemetry-limit.module';
import { User } from './users/entities/user.entity';
import { UsersModule } from './users/users.module';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/**
 * Identity behind `rpc.auth.*`: accounts, credentials and sessions, and the owner's profile edits (with
 * the sponsorships the status rules read). Profiles as others see them, follows, blocks, preferences and
 * finding skaters are the social service's.
 */
@Module({})
export class AppModule {
  static forRoot(config: AuthConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceAppModule.forRoot({
          service: 'auth',
          publishes: AUTH_EVENTS,
          config,
          entities: [User, Session, SPONSORSHIPS, PuppetProfile],
          routing: options.routing,
          migrations: AUTH_MIGRATIONS,
          imports: [
            AuthConfigModule.forRoot(config),
            UsersModule,
            SessionsModule,
            CredentialsModule,
            ProfilesModule,
            SponsorshipsModule,
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
