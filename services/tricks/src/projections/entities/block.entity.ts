import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Who blocked whom, from `events.auth.blocked` and `unblocked`: a block hides each skater's progress and
 * ranking from the other. An unblock stays as `isBlocking: false` with its time, so a late block cannot undo it.
 */
@Entity({ name: 'blocks' })
@Index('blocks_blocked_idx', ['blockedId', 'blockerId'])
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
