import type { NotificationCreatedV1, NotificationDto, NotificationType } from '@boonies/contracts/messaging';
import { UNKNOWN_USERNAME } from '../projections/user-json.sql';

/** A notification row with who acted as `actorJson` selects it. */
export interface NotificationRow {
  id: string;
  user_id: string;
  type: NotificationType;
  message: string;
  link: string | null;
  from_user_id: string | null;
  created_at: Date;
  read_at: Date | null;
  from_user: { username: string; profilePicture: string | null } | null;
}

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    link: row.link,
    fromUser: row.from_user_id
      ? {
          id: row.from_user_id,
          username: row.from_user?.username ?? UNKNOWN_USERNAME,
          profilePicture: row.from_user?.profilePicture ?? null,
        }
      : null,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

/** A notification as written, for the event that lets the gateway push it. */
export interface NewNotification {
  id: string;
  userId: string;
  type: NotificationType;
  message: string;
  link: string | null;
  fromUserId: string | null;
  sourceEventId: string;
  createdAt: Date;
}

export function notificationCreatedOf(notification: NewNotification): NotificationCreatedV1 {
  return {
    notificationId: notification.id,
    userId: notification.userId,
    type: notification.type,
    message: notification.message,
    fromUserId: notification.fromUserId,
    createdAt: notification.createdAt.toISOString(),
  };
}
