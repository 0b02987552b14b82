import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One tagged trick of a trick-video post, with its tally. Tallies are recounted from `votes` on each vote. */
@Entity({ name: 'verifications' })
@Check('verifications_verified_at', '"is_verified" = ("verified_at" IS NOT NULL)')
@Check('verifications_settled_by', `"settled_by" IN ('community', 'admin')`)
@Check('verifications_contest_reason', `"contest_reason" IN ('fake_votes', 'reported')`)
@Check('verifications_contested', '("contested_at" IS NULL) = ("contest_reason" IS NULL)')
@Index('verifications_contested_idx', ['contestedAt', 'id'], {
  where: '"contested_at" IS NOT NULL AND "decided_at" IS NULL',
})
@Unique('verifications_post_trick_key', ['postId', 'trickId'])
@Index('verifications_poster_trick_verified_idx', ['posterId', 'trickId'], { where: '"is_verified"' })
export class Verification {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'verifications_pkey' })
  id!: string;

  @Column({ name: 'post_id', type: 'uuid' })
  postId!: string;

  @Column({ name: 'trick_id', type: 'text' })
  trickId!: string;

  @Column({ name: 'poster_id', type: 'uuid' })
  posterId!: string;

  /** Where the trick stands among the post's tagged tricks: the post's verifications list in this order. */
  @Column({ type: 'smallint' })
  position!: number;

  @Column({ name: 'votes_for', type: 'integer', default: 0 })
  votesFor!: number;

  @Column({ name: 'votes_against', type: 'integer', default: 0 })
  votesAgainst!: number;

  @Column({ name: 'weighted_for', type: 'integer', default: 0 })
  weightedFor!: number;

  @Column({ name: 'weighted_against', type: 'integer', default: 0 })
  weightedAgainst!: number;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified!: boolean;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;

  /** Set when an admin rejected the post: community votes no longer verify it (approval clears it). */
  @Column({ name: 'rejected_at', type: 'timestamptz', nullable: true })
  rejectedAt!: Date | null;

  /** Who settled the outcome: the community's votes or an admin (a decision, or a review of the post). */
  @Column({ name: 'settled_by', type: 'text', nullable: true })
  settledBy!: 'community' | 'admin' | null;

  /** Since when it waits in the admins' review queue, and why; cleared by their decision. */
  @Column({ name: 'contested_at', type: 'timestamptz', nullable: true })
  contestedAt!: Date | null;

  @Column({ name: 'contest_reason', type: 'text', nullable: true })
  contestReason!: 'fake_votes' | 'reported' | null;

  /** An admin's final word: votes no longer change the outcome. */
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  /** The admin who decided, when known. */
  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy!: string | null;

  @Column({ name: 'decision_note', type: 'text', nullable: true })
  decisionNote!: string | null;

  /** The community rule's last count, kept so reads answer the progress without recounting. */
  @Column({ name: 'make_voters', type: 'integer', default: 0 })
  makeVoters!: number;

  @Column({ name: 'make_share_met', type: 'boolean', default: false })
  makeShareMet!: boolean;

  @Column({ name: 'discounted_votes', type: 'integer', default: 0 })
  discountedVotes!: number;

  /** Grows with every change; `verification-changed` carries it so projections skip older copies. */
  @Column({ type: 'integer', default: 1 })
  revision!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
