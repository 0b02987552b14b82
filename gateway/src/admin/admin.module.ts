import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminMessagesController } from './admin-messages.controller';
import { AdminUsersController } from './admin-users.controller';
import { AuditLogController } from './audit-log.controller';
import { CalendarController } from './calendar.controller';
import { DataMapController } from './data-map.controller';
import { EventCatalogueController } from './event-catalogue.controller';
import { DataMapService } from './data-map.service';
import { PuppetModeListener } from './puppet-mode.listener';
import { PuppetsController } from './puppets.controller';
import { SiteSettingsController } from './site-settings.controller';
import { TrickImportController } from './trick-import.controller';
import { WebhooksController } from './webhooks.controller';

/**
 * The admin panel: users, puppets, the audit log, site settings, the trick import, messages and the data
 * map, the events calendar, and the webhook endpoints.
 */
@Module({
  imports: [NatsModule, SessionsModule],
  controllers: [
    AdminUsersController,
    PuppetsController,
    AuditLogController,
    CalendarController,
    SiteSettingsController,
    TrickImportController,
    AdminMessagesController,
    DataMapController,
    EventCatalogueController,
    WebhooksController,
  ],
  providers: [PuppetModeListener, DataMapService],
})
export class AdminModule {}
