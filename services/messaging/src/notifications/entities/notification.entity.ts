import type { NotificationType } from '@boonies/contracts/messaging';
import { Check, Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

/** Something that happened to a user, created from an event (or a message) at most once. */
@Entity({ name: 'notifications' })
@Check(
  'notifications_type',
  `"type" IN ('follow', 'follow_request', 'message', 'reply', 'verification', 'sponsorship', 'moderation', 'game', 'media', 'event', 'mention')`,
)
@Unique('notifications_source_event_key', ['sourceEventId'])
@Index('notifications_user_idx', ['userId', 'createdAt', 'id'])
@Index('notifications_unread_idx', ['userId'], { where: '"read_at" IS NULL' })
export class Notification {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'notifications_pkey' })
  id!: string;

  /** Who is notified. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  type!: NotificationType;

  /** The text as it was written when the notification was created. */
  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'text', nullable: true })
  link!: string | null;

  /** Whose action it reports; `null` for the community's verifications. */
  @Column({ name: 'from_user_id', type: 'uuid', nullable: true })
  fromUserId!: string | null;

  /** The event that caused it (the message, for message notifications): one source, one notification. */
  @Column({ name: 'source_event_id', type: 'uuid' })
  sourceEventId!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;
}
