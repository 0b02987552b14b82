import {
  type AdminMessageDto,
  type ConversationSummaryDto,
  MESSAGE_MESSAGES,
  type MessageDto,
  type MessageSentV1,
  type MessageUserDto,
} from '@boonies/contracts/messaging';
import { UNKNOWN_USERNAME } from '../projections/user-json.sql';

export type ParticipantFields = Omit<MessageUserDto, 'id'>;

/** A message row with both participants as `participantJson` selects them. */
export interface MessageRow {
  id: string;
  sender_id: string;
  recipient_id: string;
  content: string;
  created_at: Date;
  read_at: Date | null;
  /** Selected by the participants' views only; admins see the words as written. */
  hidden_at?: Date | null;
  /** Absent for a message just written, which no one has edited yet. */
  edited_by_staff?: boolean;
  sender: ParticipantFields | null;
  recipient: ParticipantFields | null;
}

export function participantOf(id: string, fields: ParticipantFields | null): MessageUserDto {
  return {
    id,
    username: fields?.username ?? UNKNOWN_USERNAME,
    displayName: fields?.displayName ?? null,
    profilePicture: fields?.profilePicture ?? null,
    proStatus: fields?.proStatus ?? false,
    amateurStatus: fields?.amateurStatus ?? false,
    flowStatus: fields?.flowStatus ?? false,
  };
}

export function toMessageDto(row: MessageRow): MessageDto {
  return {
    id: row.id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    content: row.hidden_at ? MESSAGE_MESSAGES.hiddenByModerators : row.content,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    editedByStaff: row.edited_by_staff ?? false,
    sender: participantOf(row.sender_id, row.sender),
    recipient: participantOf(row.recipient_id, row.recipient),
    ...(row.hidden_at ? { hiddenByModerators: true } : {}),
  };
}

/** A conversation list's row: the newest message between the two, and the owner's unread count. */
export type ConversationRow = MessageRow & { counterpart_id: string; last_at: Date; unread_count: number };

export function toConversationSummary(row: ConversationRow): ConversationSummaryDto {
  const lastMessage = toMessageDto(row);
  return {
    counterpart: row.counterpart_id === row.sender_id ? lastMessage.sender : lastMessage.recipient,
    lastMessage,
    unreadCount: row.unread_count,
  };
}

/** A message row as admins see it: the words as written, and when staff last edited them. */
export type AdminMessageRow = MessageRow & { edited_at: Date | null };

export function toAdminMessageDto(row: AdminMessageRow): AdminMessageDto {
  return { ...toMessageDto(row), editedAt: row.edited_at?.toISOString() ?? null };
}

export function messageSentOf(message: MessageDto): MessageSentV1 {
  return {
    messageId: message.id,
    senderId: message.senderId,
    recipientId: message.recipientId,
    content: message.content,
    createdAt: message.createdAt,
  };
}
