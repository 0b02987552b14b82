import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type MarkedReadDto,
  MESSAGING_RPC,
  type NotificationDto,
  NotificationIdParam,
  NotificationListQuery,
  type NotificationPageDto,
} from '@boonies/contracts/messaging';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { NotificationsService } from './notifications.service';

/** Every call needs a signed-in caller and only reads or changes the caller's own notifications. */
@Controller()
export class NotificationsHandler {
  constructor(private readonly notifications: NotificationsService) {}

  @RpcHandler(MESSAGING_RPC.notifications)
  list(
    @Payload() { cursor, limit }: NotificationListQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<NotificationPageDto> {
    return this.notifications.list(caller, { cursor, limit });
  }

  @RpcHandler(MESSAGING_RPC.markNotificationRead)
  markRead(
    @Payload() { id }: NotificationIdParam,
    @Caller() caller: CallerIdentity,
  ): Promise<NotificationDto> {
    return this.notifications.markRead(caller, id);
  }

  @RpcHandler(MESSAGING_RPC.markAllNotificationsRead)
  markAllRead(@Caller() caller: CallerIdentity): Promise<MarkedReadDto> {
    return this.notifications.markAllRead(caller);
  }
}
