import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminMessagesController } from './admin-messages.controller';
import { DataMapController } from './data-map.controller';
import { DataMapService } from './data-map.service';
import { TrickImportController } from './trick-import.controller';

/** The admin panel's Import and Messages tabs, and the data map. */
@Module({
  imports: [NatsModule, SessionsModule],
  controllers: [TrickImportController, AdminMessagesController, DataMapController],
  providers: [DataMapService],
})
export class AdminToolsModule {}
