import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { GamesConfig } from './config/games.config';
import { GAMES_ENTITIES } from './database/games-tables';
import { GamesModule } from './games/games.module';
import { GAMES_MIGRATIONS } from './migrations/games-migrations';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/** Games of S.K.A.T.E., behind `rpc.games.*`. */
@Module({})
export class AppModule {
  static forRoot(config: GamesConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      // The validated configuration, injectable as `GamesConfig`.
      providers: [{ provide: GamesConfig, useValue: config }],
      exports: [GamesConfig],
      global: true,
      imports: [
        ServiceAppModule.forRoot({
          service: 'games',
          config,
          entities: GAMES_ENTITIES,
          migrations: GAMES_MIGRATIONS,
          routing: options.routing,
          imports: [GamesModule],
        }),
      ],
    };
  }
}
