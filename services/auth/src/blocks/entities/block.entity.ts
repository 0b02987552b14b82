import { Column, Entity, PrimaryColumn } from 'typeorm';

/** `blockerId` blocked `blockedId`: no follows either way, no messages, hidden from each other's searches. */
@Entity({ name: 'blocks' })
export class Block {
  @PrimaryColumn({ name: 'blocker_id', type: 'uuid' })
  blockerId!: string;

  @PrimaryColumn({ name: 'blocked_id', type: 'uuid' })
  blockedId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
