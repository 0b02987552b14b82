import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Verification } from './verification.entity';

/** One user's make (`true`) or fake vote on one verification; changing it replaces it. */
@Entity({ name: 'votes' })
@Check('votes_weight_not_negative', '"weight" >= 0')
@Index('votes_user_idx', ['userId'])
export class Vote {
  @PrimaryColumn({ name: 'verification_id', type: 'uuid', primaryKeyConstraintName: 'votes_pkey' })
  verificationId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'votes_pkey' })
  userId!: string;

  @Column({ type: 'boolean' })
  vote!: boolean;

  /** The voter's standing when they voted (0 to 5): a tally is recounted from these. */
  @Column({ type: 'smallint' })
  weight!: number;

  /** When the vote was last cast. */
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  /** Set when the voter was suspended: the vote no longer counts. Voting again counts again. */
  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt!: Date | null;

  @ManyToOne(() => Verification, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'verification_id',
    referencedColumnName: 'id',
    foreignKeyConstraintName: 'votes_verification_id_fkey',
  })
  verification?: Verification;
}
