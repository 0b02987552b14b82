import { Module } from '@nestjs/common';
import { ActivityEventsHandlers } from './activity-events.handlers';
import { NotificationWriter } from './notification-writer.service';
import { NotificationsHandlers } from './notifications.handlers';
import { NotificationsService } from './notifications.service';

/** Notifications: created from other services' events, read by their owner. */
@Module({
  controllers: [NotificationsHandlers],
  providers: [NotificationsService, NotificationWriter, ActivityEventsHandlers],
  exports: [NotificationWriter],
})
export class NotificationsModule {}
