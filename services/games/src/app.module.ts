import { GAMES_EVENTS } from '@boonies/contracts/games';
import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { GamesConfig } from './config/games.config';
import { GameClip } from './games/entities/game-clip.entity';
import { GamePlayer } from './games/entities/game-player.entity';
import { Game } from './games/entities/game.entity';
import { GamesModule } from './games/games.module';
import { GAMES_MIGRATIONS } from './migrations/games-migrations';
import { BLOCKS } from './projections/entities/block.entity';
import { ClipVerification, TrickName, TrickVideo } from './projections/entities/clip-facts.entity';
import { FOLLOWS } from './projections/entities/follow.entity';
import { MEDIA } from './projections/entities/media.entity';
import { PRIVACY_SETTINGS } from './projections/entities/privacy-settings.entity';
import { SignUp, Suspension, Warning } from './projections/entities/standing-facts.entity';
import { USERS } from './projections/entities/user.entity';

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
          publishes: GAMES_EVENTS,
          config,
          entities: [
            Game,
            GamePlayer,
            GameClip,
            USERS,
            PRIVACY_SETTINGS,
            BLOCKS,
            FOLLOWS,
            TrickName,
            TrickVideo,
            ClipVerification,
            SignUp,
            Warning,
            Suspension,
            MEDIA,
          ],
          migrations: GAMES_MIGRATIONS,
          routing: options.routing,
          imports: [GamesModule],
        }),
      ],
    };
  }
}
