import { MESSAGING_EVENTS } from '@boonies/contracts/messaging';
import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { AdminMessagesModule } from './admin/admin-messages.module';
import { MessagingConfig } from './config/messaging.config';
import { ExportModule } from './export/export.module';
import { Conversation } from './messages/entities/conversation.entity';
import { Message } from './messages/entities/message.entity';
import { MessagesModule } from './messages/messages.module';
import { ModerationModule } from './moderation/moderation.module';
import { MESSAGING_MIGRATIONS } from './migrations/messaging-migrations';
import { Notification } from './notifications/entities/notification.entity';
import { NotificationsModule } from './notifications/notifications.module';
import { BLOCKS } from './projections/entities/block.entity';
import { MediaPost } from './projections/entities/media-post.entity';
import { Preference } from './projections/entities/preference.entity';
import { SponsorshipRequest } from './projections/entities/sponsorship-request.entity';
import { TrickName } from './projections/entities/trick-name.entity';
import { USERS } from './projections/entities/user.entity';
import { ProjectionsModule } from './projections/projections.module';
import { PushDelivery } from './push/entities/push-delivery.entity';
import { PushSubscription } from './push/entities/push-subscription.entity';
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
          publishes: MESSAGING_EVENTS,
          config,
          entities: [
            Message,
            Conversation,
            Notification,
            USERS,
            Preference,
            BLOCKS,
            SponsorshipRequest,
            TrickName,
            MediaPost,
            PushSubscription,
            PushDelivery,
          ],
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
