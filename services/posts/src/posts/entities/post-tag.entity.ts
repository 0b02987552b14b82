import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A top-level post tagging a trick: the trick feed reads these in feed order. */
@Entity({ name: 'post_tags' })
export class PostTag {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'post_tags_pkey' })
  postId!: string;

  @PrimaryColumn({ name: 'trick_id', type: 'text', primaryKeyConstraintName: 'post_tags_pkey' })
  trickId!: string;

  /** The post's own time, copied so the feed's index holds its sort key. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
