import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Trick names from `events.tricks.trick-changed`, for the game pages. */
@Entity({ name: 'trick_names' })
export class TrickName {
  @PrimaryColumn({ name: 'trick_id', type: 'text', primaryKeyConstraintName: 'trick_names_pkey' })
  trickId!: string;

  @Column({ name: 'name', type: 'text' })
  name!: string;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}

/**
 * Trick-video posts from `events.posts.post-created`: what a set or an attempt may be, and whose tricks
 * the verifications below verified (a player's standing counts them).
 */
@Entity({ name: 'trick_videos' })
@Index('trick_videos_user_idx', ['userId'])
export class TrickVideo {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'trick_videos_pkey' })
  postId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'trick_ids', type: 'text', array: true })
  trickIds!: string[];

  @Column({ name: 'video_url', type: 'text', nullable: true })
  videoUrl!: string | null;

  /** The uploaded clip, when it was filmed in the app rather than linked (see `media`). */
  @Column({ name: 'media_id', type: 'uuid', nullable: true })
  mediaId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** The community verification of one trick in a video, newest revision kept. */
@Entity({ name: 'clip_verifications' })
export class ClipVerification {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'clip_verifications_pkey' })
  postId!: string;

  @PrimaryColumn({ name: 'trick_id', type: 'text', primaryKeyConstraintName: 'clip_verifications_pkey' })
  trickId!: string;

  @Column({ name: 'is_verified', type: 'boolean' })
  isVerified!: boolean;

  @Column({ name: 'rejected', type: 'boolean' })
  rejected!: boolean;

  @Column({ name: 'weighted_for', type: 'double precision' })
  weightedFor!: number;

  @Column({ name: 'weighted_against', type: 'double precision' })
  weightedAgainst!: number;

  @Column({ name: 'revision', type: 'integer' })
  revision!: number;
}
