import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule, type ServiceConfig } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module';
import { CalendarModule } from './calendar/calendar.module';
import { ADMIN_ENTITIES } from './database/admin-tables';
import { ExportModule } from './export/export.module';
import { ModerationModule } from './moderation/moderation.module';
import { ADMIN_MIGRATIONS } from './migrations/admin-migrations';
import { ProjectionsModule } from './projections/projections.module';
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
          config,
          entities: ADMIN_ENTITIES,
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
