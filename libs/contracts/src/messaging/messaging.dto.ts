// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  MESSAGE_BOXES,
  MESSAGE_MAX,
  MESSAGE_MESSAGES,
  MESSAGE_PAGE_MAX,
  type MessageBox,
  type NotificationType,
  MESSAGE_PAGE_SIZE,
} from './rules';
import { ApiNote } from '../common/api-notes';
import type { DateTime, Uri, Uuid } from '../common/formats';

/** A participant of a message, as the spec's `sender` and `recipient` objects. */
export interface MessageUserDto {
  id: Uuid;
  username: string;
  displayName: string | null;
  profilePicture: Uri | null;
  proStatus: boolean;
  amateurStatus: boolean;
  flowStatus: boolean;
}

export interface MessageDto {
  id: Uuid;
  senderId: Uuid;
  recipientId: Uuid;
  content: string;
  createdAt: DateTime;
  /** `null` while unread. */
  readAt: DateTime | null;
  /** Staff (an admin) changed the content after it was sent; both participants see the mark. */
  editedByStaff: boolean;
  sender: MessageUserDto;
  recipient: MessageUserDto;
  /** Present while moderators hide it; `content` is then the notice, for both participants. */
  hiddenByModerators?: true;
}

/** A page of messages; conversations come oldest-first within the page, pages walk back in time. */
export interface MessagePageDto {
  /** Boxes newest first; a conversation oldest first within the page, pages walking back. */
  messages: MessageDto[];
  nextCursor: string | null;
}

/**
 * A conversation's page, with whether the caller may write in it now: the history stays readable after a
 * block, a deactivation or a suspension, but the composer closes, with the reason to show.
 */
export interface ConversationPageDto extends MessagePageDto {
  /** Whether the caller may write in this conversation now. The history stays readable after a block,. */
  canMessage: boolean;
  /** Why the composer is closed, to show beside it; null while `canMessage`. */
  cannotMessageReason: string | null;
}

/**
 * One row of the conversation list: the counterpart, the newest message between the two (either way), and
 * how many of the counterpart's messages the caller has not read.
 */
export interface ConversationSummaryDto {
  /** The other skater of the conversation. */
  counterpart: MessageUserDto;
  /** The newest message between the two, either way. `readAt` of the caller's own is null while either. */
  lastMessage: MessageDto;
  /** How many of the counterpart's messages the caller has not read. */
  unreadCount: number;
}

/** `GET /api/messages/conversations`: newest conversation first. */
export interface ConversationListDto {
  /** Newest conversation first. */
  conversations: ConversationSummaryDto[];
  nextCursor: string | null;
}

export interface NotificationDto {
  id: Uuid;
  /** `follow` shows a person icon, the others a bell. */
  type: NotificationType;
  message: string;
  /** Where a click leads, when the notification is about something (a post, a profile, the inbox). */
  link: string | null;
  /** Whose action it reports; null when nobody's in particular. */
  fromUser: { id: string; username: string; profilePicture: string | null } | null;
  createdAt: DateTime;
  /** null while unread. */
  readAt: DateTime | null;
}

export interface NotificationPageDto {
  /** Newest first. */
  notifications: NotificationDto[];
  nextCursor: string | null;
}

/** `POST /api/messages`. */
export class SendMessageDto {
  @IsUUID('all', { message: 'recipientId must be a valid user id' })
  recipientId!: string;

  @ApiNote({ description: 'Trimmed; blank is refused', example: 'Session at the boonies tonight?' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MESSAGE_MESSAGES.empty })
  @IsNotEmpty({ message: MESSAGE_MESSAGES.empty })
  @MaxLength(MESSAGE_MAX, { message: MESSAGE_MESSAGES.tooLong })
  content!: string;
}

class PageQuery {
  @ApiNote({ description: "The previous page's `nextCursor`" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^[\w-]+$/, { message: 'cursor is not valid' })
  cursor?: string;

  @ApiNote({ description: `Items per page; ${MESSAGE_PAGE_SIZE} when omitted` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MESSAGE_PAGE_MAX)
  limit?: number;
}

/** `GET /api/messages?box=received|sent`. */
export class MessageBoxQuery extends PageQuery {
  @IsIn(MESSAGE_BOXES, { message: 'box must be received or sent' })
  box!: MessageBox;
}

/** `GET /api/messages/{otherUserId}`. */
export class ConversationRequest extends PageQuery {
  @IsUUID('all', { message: 'otherUserId must be a valid user id' })
  otherUserId!: string;
}

export class NotificationListQuery extends PageQuery {}

/** `GET /api/messages/conversations`; pages of `CONVERSATION_PAGE_SIZE` unless `limit` says. */
export class ConversationListQuery extends PageQuery {}

/** `POST /api/messages/conversations/{userId}/read`: the counterpart whose messages the caller read. */
export class CounterpartParam {
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId!: string;
}

/** Whether the caller may message `recipientId` now, as the access policy answers (the typing indicator). */
export class MayMessageRequest {
  @IsUUID('all', { message: 'recipientId must be a valid user id' })
  recipientId!: string;
}

export interface MayMessageDto {
  allowed: boolean;
}

export class MessageIdParam {
  @IsUUID('all', { message: 'id must be a valid message id' })
  id!: string;
}

export class NotificationIdParam {
  @IsUUID('all', { message: 'id must be a valid notification id' })
  id!: string;
}

export interface MarkedReadDto {
  /** How many were unread and are now read. */
  updated: number;
}

/** The `notification:new` push (`REALTIME_EVENTS.notificationCreated`): to the recipient. */
export interface NotificationCreatedPush {
  notificationId: string;
  type: NotificationType;
  message: string;
  fromUserId: string | null;
  createdAt: string;
}

/** `GET /api/users/summary`: what drives the header's dot and the inbox badges. */
export interface InboxSummaryDto {
  unreadMessages: number;
  unreadNotifications: number;
  pendingSponsorships: number;
}
