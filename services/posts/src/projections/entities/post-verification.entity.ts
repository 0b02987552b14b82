import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Post } from '../../posts/entities/post.entity';

/** A tagged trick's community verification tally, from `events.verification.verification-changed`. */
@Entity({ name: 'post_verifications' })
@Index('post_verifications_post_idx', ['postId'])
export class PostVerification {
  @PrimaryColumn({
    name: 'verification_id',
    type: 'uuid',
    primaryKeyConstraintName: 'post_verifications_pkey',
  })
  verificationId!: string;

  @Column({ name: 'post_id', type: 'uuid' })
  postId!: string;

  @ManyToOne(() => Post, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'post_verifications_post_id_fkey' })
  post?: Post;

  @Column({ name: 'trick_id', type: 'text' })
  trickId!: string;

  @Column({ name: 'votes_for', type: 'integer' })
  votesFor!: number;

  @Column({ name: 'votes_against', type: 'integer' })
  votesAgainst!: number;

  @Column({ name: 'is_verified', type: 'boolean' })
  isVerified!: boolean;

  /** A tombstone: the verification is gone, and older revisions must not bring it back. */
  @Column({ type: 'boolean' })
  removed!: boolean;

  @Column({ type: 'integer' })
  revision!: number;
}
