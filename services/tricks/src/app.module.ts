import { TRICKS_EVENTS } from '@boonies/contracts/tricks';
import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { CatalogueVersion } from './catalogue/entities/catalogue-version.entity';
import { Trick } from './catalogue/entities/trick.entity';
import { TricksConfig } from './config/tricks.config';
import { TricksConfigModule } from './config/tricks-config.module';
import { DatabaseModule } from './database/database.module';
import { ExportModule } from './export/export.module';
import { ImportModule } from './import/import.module';
import { LeaderboardModule } from './leaderboard/leaderboard.module';
import { TRICKS_MIGRATIONS } from './migrations/tricks-migrations';
import { ProgressRecord } from './progress/entities/progress-record.entity';
import { ProgressModule } from './progress/progress.module';
import { BLOCKS } from './projections/entities/block.entity';
import { FOLLOWS } from './projections/entities/follow.entity';
import { LEADERBOARD_USERS } from './projections/entities/leaderboard-user.entity';
import { PRIVACY_SETTINGS } from './projections/entities/privacy-settings.entity';
import { ProjectionsModule } from './projections/projections.module';
import { ReviewModule } from './review/review.module';
import { UserScore } from './scores/entities/user-score.entity';
import { ScoresModule } from './scores/scores.module';
import { SuggestionsModule } from './suggestions/suggestions.module';
import { TrickTag } from './projections/entities/trick-tag.entity';
import { TrendingModule } from './trending/trending.module';
import { TricksModule } from './tricks/tricks.module';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/** The trick catalogue, progress, scores, suggestions, the leaderboard and trending, behind `rpc.tricks.*`. */
@Module({})
export class AppModule {
  static forRoot(config: TricksConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceAppModule.forRoot({
          service: 'tricks',
          publishes: TRICKS_EVENTS,
          config,
          entities: [
            Trick,
            CatalogueVersion,
            ProgressRecord,
            UserScore,
            LEADERBOARD_USERS,
            TrickTag,
            PRIVACY_SETTINGS,
            FOLLOWS,
            BLOCKS,
          ],
          migrations: TRICKS_MIGRATIONS,
          routing: options.routing,
          imports: [
            TricksConfigModule.forRoot(config),
            DatabaseModule,
            TricksModule,
            ProgressModule,
            ReviewModule,
            ScoresModule,
            SuggestionsModule,
            LeaderboardModule,
            TrendingModule,
            ExportModule,
            ImportModule,
            ProjectionsModule,
          ],
        }),
      ],
    };
  }
}
