import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who blocked whom, from `events.auth.blocked` / `unblocked`: a block either way stops a sponsorship
 * request. An unblock keeps the row, switched off, so a late, older "blocked" cannot block again.
 */
@Entity({ name: 'blocks' })
export class Block {
  @PrimaryColumn({ name: 'blocker_id', type: 'uuid', primaryKeyConstraintName: 'blocks_pkey' })
  blockerId!: string;

  @PrimaryColumn({ name: 'blocked_id', type: 'uuid', primaryKeyConstraintName: 'blocks_pkey' })
  blockedId!: string;

  @Column({ name: 'is_blocking', type: 'boolean' })
  isBlocking!: boolean;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
