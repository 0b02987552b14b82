import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** `followerId` follows `followingId`. */
@Entity({ name: 'follows' })
@Check('follows_not_self', '"follower_id" <> "following_id"')
// Both lists page newest first: the migration orders these indexes so, which decorators cannot express.
@Index('follows_following_id_created_idx', ['followingId', 'createdAt', 'followerId'])
@Index('follows_follower_id_created_idx', ['followerId', 'createdAt', 'followingId'])
export class Follow {
  @PrimaryColumn({ name: 'follower_id', type: 'uuid' })
  followerId!: string;

  @PrimaryColumn({ name: 'following_id', type: 'uuid' })
  followingId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
