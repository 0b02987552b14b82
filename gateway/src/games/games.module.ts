import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { GamesController } from './games.controller';
import { GamesPushesListener } from './games-pushes.listener';

/** The games service's routes, and the live push of game changes to their players. */
@Module({
  imports: [NatsModule, RealtimeModule],
  controllers: [GamesController],
  providers: [GamesPushesListener],
})
export class GamesModule {}
