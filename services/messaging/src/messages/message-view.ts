import type { MessageDto, MessageSentV1, MessageUserDto } from '@boonies/contracts';
import { UNKNOWN_USERNAME } from '../database/user-json';

export type ParticipantFields = Omit<MessageUserDto, 'id'>;

/** A message row with both participants as `participantJson` selects them. */
export interface MessageRow {
  id: string;
  sender_id: string;
  recipient_id: string;
  content: string;
  created_at: Date;
  read_at: Date | null;
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
    content: row.content,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    sender: participantOf(row.sender_id, row.sender),
    recipient: participantOf(row.recipient_id, row.recipient),
  };
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
