import { ADMIN_EVENTS } from '@boonies/contracts/admin';
import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule, type ServiceConfig } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module';
import { AuditEntry } from './audit/entities/audit-entry.entity';
import { CalendarModule } from './calendar/calendar.module';
import { CalendarEvent } from './calendar/entities/calendar-event.entity';
import { EventReminder } from './calendar/entities/event-reminder.entity';
import { EventRsvp } from './calendar/entities/event-rsvp.entity';
import { ExportModule } from './export/export.module';
import { ReportCase } from './moderation/entities/report-case.entity';
import { Report } from './moderation/entities/report.entity';
import { ModerationModule } from './moderation/moderation.module';
import { ADMIN_MIGRATIONS } from './migrations/admin-migrations';
import { BLOCKS } from './projections/entities/block.entity';
import { FOLLOWS } from './projections/entities/follow.entity';
import { PEOPLE } from './projections/entities/person.entity';
import { PRIVACY_SETTINGS } from './projections/entities/privacy-settings.entity';
import { ProjectionsModule } from './projections/projections.module';
import { SiteSettings } from './site-settings/entities/site-settings.entity';
import { SiteSettingsModule } from './site-settings/site-settings.module';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/** The admin audit log, the park's events calendar, the moderation queue and site settings, behind `rpc.admin.*`. */
@Module({})
export class AppModule {
  static forRoot(config: ServiceConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceAppModule.forRoot({
          service: 'admin',
          publishes: ADMIN_EVENTS,
          config,
          entities: [
            AuditEntry,
            CalendarEvent,
            EventRsvp,
            EventReminder,
            PEOPLE,
            BLOCKS,
            FOLLOWS,
            PRIVACY_SETTINGS,
            ReportCase,
            Report,
            SiteSettings,
          ],
          migrations: ADMIN_MIGRATIONS,
          routing: options.routing,
          imports: [
            ProjectionsModule,
            AuditModule,
            CalendarModule,
            ExportModule,
            ModerationModule,
            SiteSettingsModule,
          ],
        }),
      ],
    };
  }
}
