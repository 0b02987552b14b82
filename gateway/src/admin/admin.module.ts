import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminUsersController } from './admin-users.controller';
import { AuditLogController } from './audit-log.controller';
import { CalendarController } from './calendar.controller';
import { PuppetModeListener } from './puppet-mode.listener';
import { PuppetsController } from './puppets.controller';
import { SiteSettingsController } from './site-settings.controller';

/** The admin panel's users, puppets, audit log and site settings, and the events calendar. */
@Module({
  imports: [NatsModule, SessionsModule],
  controllers: [
    AdminUsersController,
    PuppetsController,
    AuditLogController,
    CalendarController,
    SiteSettingsController,
  ],
  providers: [PuppetModeListener],
})
export class AdminModule {}
