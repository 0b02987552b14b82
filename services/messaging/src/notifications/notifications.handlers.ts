import {
  type CallerIdentity,
  type MarkedReadDto,
  type NotificationDto,
  NotificationIdParam,
  NotificationListQuery,
  type NotificationPageDto,
  RPC,
} from '@boonies/contracts';
import { Caller } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { NotificationsService } from './notifications.service';

/** Every call needs a signed-in caller and only reads or changes the caller's own notifications. */
@Controller()
export class NotificationsHandlers {
  constructor(private readonly notifications: NotificationsService) {}

  @MessagePattern(RPC.messaging.notifications)
  list(
    @Payload() { cursor, limit }: NotificationListQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<NotificationPageDto> {
    return this.notifications.list(caller, { cursor, limit });
  }

  @MessagePattern(RPC.messaging.markNotificationRead)
  markRead(
    @Payload() { id }: NotificationIdParam,
    @Caller() caller: CallerIdentity,
  ): Promise<NotificationDto> {
    return this.notifications.markRead(caller, id);
  }

  @MessagePattern(RPC.messaging.markAllNotificationsRead)
  markAllRead(@Caller() caller: CallerIdentity): Promise<MarkedReadDto> {
    return this.notifications.markAllRead(caller);
  }
}
