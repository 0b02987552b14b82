import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { ModerationEventsHandlers } from './moderation-events.handlers';

/** What moderators decide that this service shows: hidden messages, warnings and report outcomes. */
@Module({ imports: [NotificationsModule], providers: [ModerationEventsHandlers] })
export class ModerationModule {}
