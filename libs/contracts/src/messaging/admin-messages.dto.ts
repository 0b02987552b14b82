import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import type { MessageDto } from './messaging.dto';
import { MESSAGE_MAX, MESSAGE_MESSAGES } from './rules';
import { ApiNote } from '../common/api-notes';
import type { DateTime } from '../common/formats';

/** `GET /api/admin/messages?userId&cursor`: messages sent or received by the user, or everyone's. */
export class AdminMessageQuery {
  @ApiNote({ description: 'Sent or received by' })
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId?: string;

  @ApiNote({ description: "The previous page's `nextCursor`" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^[\w-]+$/, { message: 'cursor is not valid' })
  cursor?: string;
}

/** `PATCH /api/admin/messages/{id}` body: the same content rules as sending. */
export class AdminEditMessageDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MESSAGE_MESSAGES.empty })
  @IsNotEmpty({ message: MESSAGE_MESSAGES.empty })
  @MaxLength(MESSAGE_MAX, { message: MESSAGE_MESSAGES.tooLong })
  content!: string;
}

export class AdminEditMessageRequest extends AdminEditMessageDto {
  @IsUUID('all', { message: 'id must be a valid message id' })
  id!: string;
}

/** A message as the admin panel lists it: when an admin last edited it. */
export interface AdminMessageDto extends MessageDto {
  /** When an admin last edited it. */
  editedAt: DateTime | null;
}

export interface AdminMessagePageDto {
  /** Newest first. */
  messages: AdminMessageDto[];
  /** Pass as `cursor` for the next page. */
  nextCursor: string | null;
}
