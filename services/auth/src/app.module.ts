import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { AuthConfig } from './config/auth.config';
import { AuthConfigModule } from './config/auth-config.module';
import { CredentialsModule } from './credentials/credentials.module';
import { AUTH_MIGRATIONS } from './migrations/auth-migrations';
import { Session } from './sessions/entities/session.entity';
import { SessionsModule } from './sessions/sessions.module';
import { User } from './users/entities/user.entity';
import { UsersModule } from './users/users.module';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/** Identity: accounts, credentials and sessions, behind `rpc.auth.*`. */
@Module({})
export class AppModule {
  static forRoot(config: AuthConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceAppModule.forRoot({
          service: 'auth',
          config,
          entities: [User, Session],
          routing: options.routing,
          migrations: AUTH_MIGRATIONS,
          imports: [AuthConfigModule.forRoot(config), UsersModule, SessionsModule, CredentialsModule],
        }),
      ],
    };
  }
}
