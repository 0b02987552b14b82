import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type MarkedReadDto,
  NOTIFICATION_PAGE_SIZE,
  type NotificationDto,
  type NotificationPageDto,
} from '@boonies/contracts/messaging';
import { forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { decodeCursor } from '../paging/page-cursor';
import { NotificationsRepository } from './notifications.repository';

/**
 * The caller's notifications: the list (without those whose actor the access policy hides from the caller),
 * and marking them read one by one or all at once.
 */
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  list(caller: CallerIdentity, request: { cursor?: string; limit?: number }): Promise<NotificationPageDto> {
    const position = request.cursor ? decodeCursor(request.cursor) : null;
    return this.notifications.page(caller.userId, position, request.limit ?? NOTIFICATION_PAGE_SIZE);
  }

  /**
   * Only the notified user marks a notification read. One of an actor the policy hides from them (gone, or
   * a block either way) is not in their list, and answers as an unknown id.
   */
  async markRead(caller: CallerIdentity, id: string): Promise<NotificationDto> {
    const read = await this.notifications.markRead(id, caller.userId, new Date());
    if (read) return read;
    const owner = await this.notifications.ownerOf(id);
    if (owner === null || owner === caller.userId) throw notFound('Notification');
    throw forbidden('Only the notified user can mark a notification read');
  }

  async markAllRead(caller: CallerIdentity): Promise<MarkedReadDto> {
    return { updated: await this.notifications.markAllRead(caller.userId, new Date()) };
  }
}
