import { ArrayMaxSize, IsArray, IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MESSAGE_MAX, MESSAGE_PAGE_SIZE } from './rules';

/** `events.messaging.message-edited.v1`: an admin changed a message's content; the envelope's actor is the admin. */
export class MessageEditedV1 {
  @IsUUID()
  messageId!: string;

  @IsUUID()
  senderId!: string;

  @IsUUID()
  recipientId!: string;

  @IsString()
  @MaxLength(MESSAGE_MAX)
  previousContent!: string;

  @IsString()
  @MaxLength(MESSAGE_MAX)
  content!: string;

  @IsISO8601()
  editedAt!: string;
}

/**
 * `events.messaging.admin-messages-read.v1`: an admin read a page of private messages in the admin panel, one
 * skater's (`userId`) or everyone's (`null`); the envelope's actor is the admin, so the audit log keeps it.
 */
export class AdminMessagesReadV1 {
  @IsOptional()
  @IsUUID()
  userId!: string | null;

  /** The messages the page showed, newest first. */
  @IsArray()
  @ArrayMaxSize(MESSAGE_PAGE_SIZE)
  @IsUUID('all', { each: true })
  messageIds!: string[];

  @IsISO8601()
  readAt!: string;
}
