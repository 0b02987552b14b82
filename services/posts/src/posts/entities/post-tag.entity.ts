import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Post } from './post.entity';

/** A top-level post tagging a trick: the trick feed reads these in feed order. */
@Entity({ name: 'post_tags' })
// Newest first in the migration, which decorators cannot express.
@Index('post_tags_trick_created_idx', ['trickId', 'createdAt', 'postId'])
export class PostTag {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'post_tags_pkey' })
  postId!: string;

  @ManyToOne(() => Post, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'post_tags_post_id_fkey' })
  post?: Post;

  @PrimaryColumn({ name: 'trick_id', type: 'text', primaryKeyConstraintName: 'post_tags_pkey' })
  trickId!: string;

  /** The post's own time, copied so the feed's index holds its sort key. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
