import { Module } from '@nestjs/common';
import { AccountFactsRepository } from '../access/account-facts.repository';
import { ExportHandler } from '../export/export.handler';
import { MediaConsumer } from '../projections/media.consumer';
import { ProjectionsConsumer } from '../projections/projections.consumer';
import { ProjectionsRepository } from '../projections/projections.repository';
import { RecordsRepository } from '../records/records.repository';
import { RecordsService } from '../records/records.service';
import { DeadlineScheduler } from '../scheduler/deadline-scheduler';
import { PlayerStanding } from '../standing/player-standing';
import { StandingFactsConsumer } from '../standing/standing-facts.consumer';
import { StandingFactsRepository } from '../standing/standing-facts.repository';
import { VerdictsConsumer } from '../verdicts/verdicts.consumer';
import { GameStore } from './game-store';
import { GameViews } from './game-view';
import { GamesHandler } from './games.handler';
import { GamesRepository } from './games.repository';
import { GamesService } from './games.service';

/**
 * Games, their projections, the verdicts from the community verification, the players' standing and the
 * deadline scheduler.
 */
@Module({
  controllers: [GamesHandler, ExportHandler],
  providers: [
    GamesService,
    RecordsService,
    GameStore,
    GameViews,
    GamesRepository,
    RecordsRepository,
    ProjectionsRepository,
    AccountFactsRepository,
    ProjectionsConsumer,
    MediaConsumer,
    VerdictsConsumer,
    DeadlineScheduler,
    PlayerStanding,
    StandingFactsRepository,
    StandingFactsConsumer,
  ],
  exports: [DeadlineScheduler],
})
export class GamesModule {}
