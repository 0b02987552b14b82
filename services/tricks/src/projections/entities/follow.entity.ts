import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who follows whom, from `events.auth.followed` and `unfollowed`: followers may see a private profile's
 * progress. An unfollow stays as `isFollowing: false` with its time, so a late follow cannot undo it.
 */
@Entity({ name: 'follows' })
export class Follow {
  @PrimaryColumn({ name: 'follower_id', type: 'uuid', primaryKeyConstraintName: 'follows_pkey' })
  followerId!: string;

  @PrimaryColumn({ name: 'following_id', type: 'uuid', primaryKeyConstraintName: 'follows_pkey' })
  followingId!: string;

  @Column({ name: 'is_following', type: 'boolean' })
  isFollowing!: boolean;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
