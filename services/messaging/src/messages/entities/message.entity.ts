import { MESSAGE_MAX } from '@boonies/contracts/messaging';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One direct message. Times are written by the service with millisecond precision, so a page cursor
 * (an ISO time) round-trips exactly. The migration creates the list indexes newest first, and the
 * conversation index on the unordered pair (least, greatest), which decorators cannot express: that one
 * is only named here.
 */
@Entity({ name: 'messages' })
@Check('messages_not_to_self', '"sender_id" <> "recipient_id"')
@Check('messages_content_length', `char_length("content") BETWEEN 1 AND ${MESSAGE_MAX}`)
@Index('messages_conversation_idx', { synchronize: false })
@Index('messages_received_idx', ['recipientId', 'createdAt', 'id'])
@Index('messages_sent_idx', ['senderId', 'createdAt', 'id'])
@Index('messages_unread_idx', ['recipientId'], { where: '"read_at" IS NULL' })
@Index('messages_unread_from_idx', ['recipientId', 'senderId'], { where: '"read_at" IS NULL' })
export class Message {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'messages_pkey' })
  id!: string;

  @Column({ name: 'sender_id', type: 'uuid' })
  senderId!: string;

  @Column({ name: 'recipient_id', type: 'uuid' })
  recipientId!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** `null` while unread; set once, by the recipient. */
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;

  /** Set when an admin edits the content (admin panel → Messages). */
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt!: Date | null;

  /** Set while moderators hide the message: both participants see a notice instead of its content. */
  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt!: Date | null;

  /** The time of the latest moderation event applied, so an older one arriving late changes nothing. */
  @Column({ name: 'moderated_at', type: 'timestamptz', nullable: true })
  moderatedAt!: Date | null;

  /** Staff changed the content: the mark both participants see. */
  @Column({ name: 'edited_by_staff', type: 'boolean', default: false })
  editedByStaff!: boolean;

  /** The admin who last edited the content (the real one, behind a puppet). */
  @Column({ name: 'edited_by', type: 'uuid', nullable: true })
  editedBy!: string | null;
}
