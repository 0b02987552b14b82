import {
  MESSAGE_MAX,
  NOTIFICATION_TYPES,
  type MarkedReadDto,
  type MessageDto,
  type MessagePageDto,
  type ConversationPageDto,
  type ConversationListDto,
  type ConversationSummaryDto,
  type MessageUserDto,
  type NotificationDto,
  type NotificationPageDto,
  type NotificationType,
} from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;
const NEXT_CURSOR = {
  type: String,
  nullable: true,
  description: 'Pass as `cursor` for the next page; null on the last page',
} as const;

/** OpenAPI descriptions of direct messages and notifications; `implements` keeps them in step. */
export class MessageUserModel implements MessageUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'kickflip.kid' })
  username!: string;

  @ApiProperty(nullableText)
  displayName!: string | null;

  @ApiProperty({ ...nullableText, format: 'uri' })
  profilePicture!: string | null;

  @ApiProperty()
  proStatus!: boolean;

  @ApiProperty()
  amateurStatus!: boolean;

  @ApiProperty()
  flowStatus!: boolean;
}

export class MessageModel implements MessageDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  senderId!: string;

  @ApiProperty({ format: 'uuid' })
  recipientId!: string;

  @ApiProperty({ maxLength: MESSAGE_MAX, example: 'Session at the boonies tonight?' })
  content!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ ...nullableText, format: 'date-time', description: 'null while unread' })
  readAt!: string | null;

  @ApiProperty({ description: 'Staff changed the content after it was sent; shown to both participants' })
  editedByStaff!: boolean;

  @ApiProperty({ type: MessageUserModel })
  sender!: MessageUserDto;

  @ApiProperty({ type: MessageUserModel })
  recipient!: MessageUserDto;
}

export class MessagePageModel implements MessagePageDto {
  @ApiProperty({
    type: [MessageModel],
    description: 'Boxes newest first; a conversation oldest first within the page, pages walking back',
  })
  messages!: MessageDto[];

  @ApiProperty(NEXT_CURSOR)
  nextCursor!: string | null;
}

export class ConversationPageModel extends MessagePageModel implements ConversationPageDto {
  @ApiProperty({
    description:
      'Whether the caller may write in this conversation now. The history stays readable after a block, ' +
      'a deactivation or a suspension; the composer closes.',
  })
  canMessage!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'This skater does not accept direct messages',
    description: 'Why the composer is closed, to show beside it; null while `canMessage`',
  })
  cannotMessageReason!: string | null;
}

export class ConversationSummaryModel implements ConversationSummaryDto {
  @ApiProperty({ type: MessageUserModel, description: 'The other skater of the conversation' })
  counterpart!: MessageUserDto;

  @ApiProperty({
    type: MessageModel,
    description:
      "The newest message between the two, either way. `readAt` of the caller's own is null while either " +
      'of the two turned Read receipts off',
  })
  lastMessage!: MessageDto;

  @ApiProperty({ example: 2, description: "How many of the counterpart's messages the caller has not read" })
  unreadCount!: number;
}

export class ConversationListModel implements ConversationListDto {
  @ApiProperty({ type: [ConversationSummaryModel], description: 'Newest conversation first' })
  conversations!: ConversationSummaryDto[];

  @ApiProperty(NEXT_CURSOR)
  nextCursor!: string | null;
}

export class NotificationUserModel {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'kickflip.kid' })
  username!: string;

  @ApiProperty({ ...nullableText, format: 'uri' })
  profilePicture!: string | null;
}

export class NotificationModel implements NotificationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: NOTIFICATION_TYPES, description: '`follow` shows a person icon, the others a bell' })
  type!: NotificationType;

  @ApiProperty({ example: 'kickflip.kid started following you' })
  message!: string;

  @ApiProperty({ ...nullableText, description: 'Where a click leads', example: '/inbox' })
  link!: string | null;

  @ApiProperty({
    type: NotificationUserModel,
    nullable: true,
    description: "Whose action it reports; null when nobody's in particular",
  })
  fromUser!: NotificationUserModel | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ ...nullableText, format: 'date-time', description: 'null while unread' })
  readAt!: string | null;
}

export class NotificationPageModel implements NotificationPageDto {
  @ApiProperty({ type: [NotificationModel], description: 'Newest first' })
  notifications!: NotificationDto[];

  @ApiProperty(NEXT_CURSOR)
  nextCursor!: string | null;
}

export class MarkedReadModel implements MarkedReadDto {
  @ApiProperty({ example: 3, description: 'How many were unread and are now read' })
  updated!: number;
}
