import { IsIn, IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MESSAGE_MAX, NOTIFICATION_TYPES, type NotificationType } from './rules';

/** `events.messaging.message-sent.v1`: the gateway pushes it to both participants' open tabs. */
export class MessageSentV1 {
  @IsUUID()
  messageId!: string;

  @IsUUID()
  senderId!: string;

  @IsUUID()
  recipientId!: string;

  @IsString()
  @MaxLength(MESSAGE_MAX)
  content!: string;

  @IsISO8601()
  createdAt!: string;
}

/** `events.messaging.message-read.v1`: a read receipt for the sender. */
export class MessageReadV1 {
  @IsUUID()
  messageId!: string;

  @IsUUID()
  senderId!: string;

  @IsUUID()
  recipientId!: string;

  @IsISO8601()
  readAt!: string;
}

/** `events.messaging.notification-created.v1`: the gateway pushes it to the recipient's open tabs. */
export class NotificationCreatedV1 {
  @IsUUID()
  notificationId!: string;

  @IsUUID()
  userId!: string;

  @IsIn(NOTIFICATION_TYPES)
  type!: NotificationType;

  @IsString()
  @MaxLength(300)
  message!: string;

  @IsOptional()
  @IsUUID()
  fromUserId?: string | null;

  @IsISO8601()
  createdAt!: string;
}
