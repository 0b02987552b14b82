import { Module } from '@nestjs/common';
import { ActivityEventsConsumer } from './activity-events.consumer';
import { ActivityFactsRepository } from './activity-facts.repository';
import { EventRemindersConsumer } from './event-reminders.consumer';
import { FollowAnsweredConsumer } from './follow-answered.consumer';
import { FollowRequestNotificationsRepository } from './follow-request-notifications.repository';
import { GameEventsConsumer } from './game-events.consumer';
import { MediaEventsConsumer } from './media-events.consumer';
import { MediaPostsRepository } from './media-posts.repository';
import { NotificationWriter } from './notification-writer.service';
import { NotificationsHandler } from './notifications.handler';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/** Notifications: created from other services' events, read by their owner, archived for their export. */
@Module({
  controllers: [NotificationsHandler],
  providers: [
    NotificationsService,
    NotificationsRepository,
    NotificationWriter,
    ActivityFactsRepository,
    ActivityEventsConsumer,
    EventRemindersConsumer,
    FollowRequestNotificationsRepository,
    FollowAnsweredConsumer,
    GameEventsConsumer,
    MediaPostsRepository,
    MediaEventsConsumer,
  ],
  exports: [NotificationWriter, NotificationsRepository],
})
export class NotificationsModule {}
