import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A top-level post of a user (`posts.post-created`), kept as a tombstone once deleted. */
@Entity({ name: 'user_posts' })
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
