import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** `blockerId` blocked `blockedId`: no follows either way, no messages, hidden from each other's searches. */
@Entity({ name: 'blocks' })
@Check('blocks_not_self', '"blocker_id" <> "blocked_id"')
@Index('blocks_blocked_id_idx', ['blockedId', 'blockerId'])
export class Block {
  @PrimaryColumn({ name: 'blocker_id', type: 'uuid' })
  blockerId!: string;

  @PrimaryColumn({ name: 'blocked_id', type: 'uuid' })
  blockedId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
