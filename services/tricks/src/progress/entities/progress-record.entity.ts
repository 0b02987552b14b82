import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Trick } from '../../catalogue/entities/trick.entity';

/** One user's standing on one trick. A verified record is always a learned one. */
@Entity({ name: 'progress' })
@Check('progress_verified_is_learned', 'NOT "verified" OR "learned"')
@Index('progress_unverified_idx', ['learnedAt', 'id'], { where: '"learned" AND NOT "verified"' })
@Index('progress_learned_trick_idx', ['trickId'], { where: '"learned"' })
@Unique('progress_user_trick_key', ['userId', 'trickId'])
export class ProgressRecord {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'progress_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'trick_id', type: 'text' })
  trickId!: string;

  @ManyToOne(() => Trick)
  @JoinColumn({ name: 'trick_id', foreignKeyConstraintName: 'progress_trick_id_fkey' })
  trick?: Trick;

  @Column({ type: 'boolean', default: false })
  learned!: boolean;

  @Column({ type: 'boolean', default: false })
  verified!: boolean;

  @Column({ name: 'learned_at', type: 'timestamptz', nullable: true })
  learnedAt!: Date | null;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;

  /** The admin who verified it; null when the community's votes did. */
  @Column({ name: 'verified_by', type: 'uuid', nullable: true })
  verifiedBy!: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
