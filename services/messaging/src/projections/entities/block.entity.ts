import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who blocked whom, from `events.auth.blocked` / `unblocked`. An unblock keeps the row with `active` off,
 * so a late, older "blocked" cannot block again.
 */
@Entity({ name: 'blocks' })
export class Block {
  @PrimaryColumn({ name: 'blocker_id', type: 'uuid', primaryKeyConstraintName: 'blocks_pkey' })
  blockerId!: string;

  @PrimaryColumn({ name: 'blocked_id', type: 'uuid', primaryKeyConstraintName: 'blocks_pkey' })
  blockedId!: string;

  @Column({ type: 'boolean' })
  active!: boolean;

  /** When the event behind the current state occurred. */
  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
