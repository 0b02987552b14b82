import { IsBoolean, IsIn, IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MESSAGE_MAX, NOTIFICATION_TYPES, type NotificationType } from './rules';
import { defineEvent } from '../events/event-definition';
import { AdminMessagesReadV1, MessageEditedV1 } from './admin-messages.events';

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

  /**
   * Whether the sender may hear of it: false while either of the two turned Read receipts off. Absent from
   * events written before the switch existed (it was on for everyone then).
   */
  @IsOptional()
  @IsBoolean()
  receipt?: boolean;
}

/**
 * `events.messaging.conversation-read.v1`: the reader opened a conversation and read every message the
 * counterpart had sent them. The reader's other tabs clear its unread count; the counterpart sees "Seen"
 * when `receipt` is true (neither of the two turned Read receipts off).
 */
export class ConversationReadV1 {
  @IsUUID()
  readerId!: string;

  @IsUUID()
  counterpartId!: string;

  @IsISO8601()
  readAt!: string;

  @IsBoolean()
  receipt!: boolean;
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

/** The events the messaging service publishes, `events.messaging.<event>.v<N>`, with their payload classes. */
export const MESSAGING_EVENTS = {
  messageSent: defineEvent('messaging', 'message-sent', 1, MessageSentV1),
  messageRead: defineEvent('messaging', 'message-read', 1, MessageReadV1),
  conversationRead: defineEvent('messaging', 'conversation-read', 1, ConversationReadV1),
  messageEdited: defineEvent('messaging', 'message-edited', 1, MessageEditedV1),
  adminMessagesRead: defineEvent('messaging', 'admin-messages-read', 1, AdminMessagesReadV1),
  notificationCreated: defineEvent('messaging', 'notification-created', 1, NotificationCreatedV1),
} as const;
