import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A post tagging a trick, from the posts service's events. */
@Entity({ name: 'trick_tags' })
export class TrickTag {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'trick_tags_pkey' })
  postId!: string;

  @PrimaryColumn({ name: 'trick_id', type: 'text', primaryKeyConstraintName: 'trick_tags_pkey' })
  trickId!: string;

  /** When the post was made: trending counts a window of days back from now. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
