import type { PostReviewStatus, PostType } from '@boonies/contracts/posts';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';

/** A post or a reply. Counters and the rank are recomputed from reactions and replies, never drift-added. */
@Entity({ name: 'posts' })
@Check('posts_post_type_check', `"post_type" IN ('text', 'image', 'video', 'trick_video', 'reply')`)
@Check('posts_reply_has_parent_check', `("post_type" = 'reply') = ("parent_post_id" IS NOT NULL)`)
@Check(
  'posts_verification_status_check',
  `("post_type" = 'trick_video' AND "verification_status" IN ('pending', 'approved', 'rejected'))
    OR ("post_type" <> 'trick_video' AND "verification_status" IS NULL)`,
)
@Index('posts_replies_idx', ['parentPostId', 'createdAt', 'id'], { where: '"parent_post_id" IS NOT NULL' })
// The feeds' indexes are newest first in the migrations, which decorators cannot express; the user feed's also
// carries `hidden_at` (INCLUDE), so it is only named here.
@Index('posts_top_level_created_idx', ['createdAt', 'id'], { where: '"parent_post_id" IS NULL' })
@Index('posts_top_level_rank_idx', ['popularityRank', 'createdAt', 'id'], {
  where: '"parent_post_id" IS NULL',
})
@Index('posts_user_created_idx', { synchronize: false })
@Index('posts_trick_video_created_idx', ['createdAt', 'id'], { where: `"post_type" = 'trick_video'` })
// One uploaded photo or clip belongs to at most one post: two posts racing for it, the second is refused.
@Unique('posts_media_id_key', ['mediaId'])
export class Post {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'posts_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ name: 'video_url', type: 'text', nullable: true })
  videoUrl!: string | null;

  /** An uploaded photo or clip (the media service's id), shown from the copy of the media items. */
  @Column({ name: 'media_id', type: 'uuid', nullable: true })
  mediaId!: string | null;

  @Column({ name: 'post_type', type: 'text' })
  postType!: PostType;

  @Column({ name: 'parent_post_id', type: 'uuid', nullable: true })
  parentPostId!: string | null;

  /** The post a reply answers; deleting it deletes its replies. */
  @ManyToOne(() => Post, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_post_id', foreignKeyConstraintName: 'posts_parent_post_id_fkey' })
  parentPost?: Post | null;

  /** Trick ids in tagging order. */
  @Column({ name: 'tagged_tricks', type: 'text', array: true, default: '{}' })
  taggedTricks!: string[];

  /** Admin review of a trick video; `null` for every other kind. */
  @Column({ name: 'verification_status', type: 'text', nullable: true })
  verificationStatus!: PostReviewStatus | null;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified!: boolean;

  /** People who like it. */
  @Column({ name: 'like_count', type: 'integer', default: 0 })
  likeCount!: number;

  @Column({ name: 'dislike_count', type: 'integer', default: 0 })
  dislikeCount!: number;

  /** Weighted likes minus weighted dislikes. */
  @Column({ name: 'reaction_score', type: 'integer', default: 0 })
  reactionScore!: number;

  @Column({ name: 'reply_count', type: 'integer', default: 0 })
  replyCount!: number;

  /** The popular feed's sort key (see `popularity.ts`). */
  @Column({ name: 'popularity_rank', type: 'double precision' })
  popularityRank!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => "date_trunc('milliseconds', now())" })
  createdAt!: Date;

  /** Since when a moderator has hidden it; only its author and admins still see it. */
  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt!: Date | null;

  /** The time of the moderation decision `hiddenAt` shows, so a late older one is ignored. */
  @Column({ name: 'moderated_at', type: 'timestamptz', nullable: true })
  moderatedAt!: Date | null;
}
