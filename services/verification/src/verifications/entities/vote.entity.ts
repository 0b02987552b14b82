import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Verification } from './verification.entity';

/** One user's make (`true`) or fake vote on one verification; changing it replaces it. */
@Entity({ name: 'votes' })
export class Vote {
  @PrimaryColumn({ name: 'verification_id', type: 'uuid', primaryKeyConstraintName: 'votes_pkey' })
  verificationId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'votes_pkey' })
  userId!: string;

  @Column({ type: 'boolean' })
  vote!: boolean;

  /** What the voter weighed when voting (5 admin or trusted, 1 otherwise). */
  @Column({ type: 'smallint' })
  weight!: number;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @ManyToOne(() => Verification, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'verification_id',
    referencedColumnName: 'id',
    foreignKeyConstraintName: 'votes_verification_id_fkey',
  })
  verification?: Verification;
}
