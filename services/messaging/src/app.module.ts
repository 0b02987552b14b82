import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { AdminMessagesModule } from './admin/admin-messages.module';
import { MessagingConfig } from './config/messaging.config';
import { SERVICE_ENTITIES } from './database/service-tables';
import { ExportModule } from './export/export.module';
import { MessagesModule } from './messages/messages.module';
import { ModerationModule } from './moderation/moderation.module';
import { MESSAGING_MIGRATIONS } from './migrations/messaging-migrations';
import { NotificationsModule } from './notifications/notifications.module';
import { ProjectionsModule } from './projections/projections.module';
import { PushModule } from './push/push.module';
import { SummaryModule } from './summary/summary.module';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/** Direct messages and notifications, behind `rpc.messaging.*`. */
@Module({})
export class AppModule {
  static forRoot(config: MessagingConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      // The validated configuration, injectable as `MessagingConfig`.
      providers: [{ provide: MessagingConfig, useValue: config }],
      exports: [MessagingConfig],
      global: true,
      imports: [
        ServiceAppModule.forRoot({
          service: 'messaging',
          config,
          entities: SERVICE_ENTITIES,
          migrations: MESSAGING_MIGRATIONS,
          routing: options.routing,
          imports: [
            ProjectionsModule,
            MessagesModule,
            NotificationsModule,
            SummaryModule,
            ExportModule,
            AdminMessagesModule,
            ModerationModule,
            PushModule,
          ],
        }),
      ],
    };
  }
}
