import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { AccountModule } from './account/account.module';
import { AdminModule } from './admin/admin.module';
import { AuthConfig } from './config/auth.config';
import { AuthConfigModule } from './config/auth-config.module';
import { CredentialsModule } from './credentials/credentials.module';
import { ExportModule } from './export/export.module';
import { AUTH_ENTITIES } from './database/auth-tables';
import { AUTH_MIGRATIONS } from './migrations/auth-migrations';
import { ProjectionsModule } from './projections/projections.module';
import { Session } from './sessions/entities/session.entity';
import { SessionsModule } from './sessions/sessions.module';
import { SocialModule } from './social/social.module';
import { SuspensionsModule } from './suspensions/suspensions.module';
import { TelemetryLimitModule } from './telemetry-limit/telemetry-limit.module';
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
          entities: [...AUTH_ENTITIES, Session],
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
          ],
        }),
      ],
    };
  }
}
