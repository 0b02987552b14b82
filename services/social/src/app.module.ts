import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule, type ServiceConfig } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { UserRegisteredModule } from './user-registered/user-registered.module';
import { UserRegisteredEvent } from './user-registered/entities/user-registered-event.entity';
import { SOCIAL_MIGRATIONS } from './migrations/social-migrations';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/** Keeps a row of each `auth.user-registered` event it receives. */
@Module({})
export class AppModule {
  static forRoot(config: ServiceConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceAppModule.forRoot({
          service: 'social',
          config,
          entities: [UserRegisteredEvent],
          migrations: SOCIAL_MIGRATIONS,
          routing: options.routing,
          imports: [UserRegisteredModule],
        }),
      ],
    };
  }
}
