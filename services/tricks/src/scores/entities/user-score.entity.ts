import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A user's scores as last recomputed from their progress; the level follows the public score. */
@Entity({ name: 'user_scores' })
@Index('user_scores_ranking_idx', ['publicScore', 'userId'])
export class UserScore {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'user_scores_pkey' })
  userId!: string;

  @Column({ name: 'private_score', type: 'integer', default: 0 })
  privateScore!: number;

  @Column({ name: 'public_score', type: 'integer', default: 0 })
  publicScore!: number;

  @Column({ name: 'learned_count', type: 'integer', default: 0 })
  learnedCount!: number;

  @Column({ name: 'verified_count', type: 'integer', default: 0 })
  verifiedCount!: number;

  @Column({ type: 'smallint', default: 1 })
  level!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
