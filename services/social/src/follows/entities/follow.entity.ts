import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../../users/entities/user.entity';

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

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'follower_id', foreignKeyConstraintName: 'follows_follower_id_fkey' })
  follower?: User;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'following_id', foreignKeyConstraintName: 'follows_following_id_fkey' })
  following?: User;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
