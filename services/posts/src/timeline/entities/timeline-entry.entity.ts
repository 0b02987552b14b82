import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Post } from '../../posts/entities/post.entity';

/**
 * A top-level post in the following feed of one reader, who follows its author or wrote it: the feed walks
 * the primary key (reader, time, post) in feed order. Written when the post is made or the follow begins,
 * deleted when the follow ends or the post goes.
 */
@Entity({ name: 'timeline' })
@Index('timeline_reader_author_idx', ['readerId', 'authorId'])
@Index('timeline_post_idx', ['postId'])
export class TimelineEntry {
  @PrimaryColumn({ name: 'reader_id', type: 'uuid', primaryKeyConstraintName: 'timeline_pkey' })
  readerId!: string;

  /** The post's own time, copied so the walk reads its sort key from the index. */
  @PrimaryColumn({ name: 'created_at', type: 'timestamptz', primaryKeyConstraintName: 'timeline_pkey' })
  createdAt!: Date;

  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'timeline_pkey' })
  postId!: string;

  @ManyToOne(() => Post, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'timeline_post_id_fkey' })
  post?: Post;

  /** Whose post it is: an unfollow deletes the author's rows from the reader's timeline. */
  @Column({ name: 'author_id', type: 'uuid' })
  authorId!: string;
}
