import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The tricks service's latest scores of a user (`tricks.score-changed`). */
@Entity({ name: 'user_scores' })
export class UserScore {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'private_score', type: 'integer' })
  privateScore!: number;

  /** Points of learned and verified tricks: the profile's "verified points". */
  @Column({ name: 'public_score', type: 'integer' })
  publicScore!: number;

  @Column({ type: 'integer' })
  level!: number;

  /** When the event was produced: an older one arriving late is ignored. */
  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;
}
