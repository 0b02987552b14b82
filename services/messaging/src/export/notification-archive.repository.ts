import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Notification } from '../notifications/entities/notification.entity';

/** A notification as its reader's own archive holds it. */
export type ArchivedNotification = Pick<
  Notification,
  'id' | 'type' | 'message' | 'link' | 'fromUserId' | 'createdAt' | 'readAt'
>;

/** The notifications a person received, read for Download Your Data. */
@Injectable()
export class NotificationArchiveRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every notification `userId` received, oldest first. */
  notificationsOf(userId: string): Promise<ArchivedNotification[]> {
    return this.dataSource.manager.find(Notification, {
      select: {
        id: true,
        type: true,
        message: true,
        link: true,
        fromUserId: true,
        createdAt: true,
        readAt: true,
      },
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }
}
