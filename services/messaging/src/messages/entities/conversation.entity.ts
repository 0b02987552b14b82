import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One row per person and counterpart they exchanged messages with (both ways), pointing at the newest
 * message between the two: the conversation list walks `conversations_owner_idx` newest first, so a page
 * costs its own rows however many conversations and messages there are. The send path writes both rows in
 * the message's own statement.
 */
@Entity({ name: 'conversations' })
@Index('conversations_owner_idx', ['ownerId', 'lastAt', 'counterpartId'])
export class Conversation {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid', primaryKeyConstraintName: 'conversations_pkey' })
  ownerId!: string;

  @PrimaryColumn({ name: 'counterpart_id', type: 'uuid', primaryKeyConstraintName: 'conversations_pkey' })
  counterpartId!: string;

  @Column({ name: 'last_message_id', type: 'uuid' })
  lastMessageId!: string;

  /** The newest message's `created_at`. */
  @Column({ name: 'last_at', type: 'timestamptz' })
  lastAt!: Date;
}
