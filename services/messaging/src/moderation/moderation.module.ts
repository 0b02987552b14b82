import { Module } from '@nestjs/common';
import { MessagesModule } from '../messages/messages.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ModerationEventsConsumer } from './moderation-events.consumer';

/** What moderators decide that this service shows: hidden messages, warnings and report outcomes. */
@Module({ imports: [MessagesModule, NotificationsModule], providers: [ModerationEventsConsumer] })
export class ModerationModule {}
