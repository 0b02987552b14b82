import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A top-level post of a user (`posts.post-created`), kept as a tombstone once deleted. */
@Entity({ name: 'user_posts' })
@Index('user_posts_live_user_id_idx', ['userId'], { where: '"deleted_at" IS NULL' })
export class UserPost {
  @PrimaryColumn({ name: 'post_id', type: 'uuid' })
  postId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', nullable: true })
  createdAt!: Date | null;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
