import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Trick } from '../../catalogue/entities/trick.entity';

/** A post tagging a trick, from the posts service's events. */
@Entity({ name: 'trick_tags' })
// It also carries `trick_id` (INCLUDE), which decorators cannot express: only named here.
@Index('trick_tags_created_at_idx', { synchronize: false })
export class TrickTag {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'trick_tags_pkey' })
  postId!: string;

  @PrimaryColumn({ name: 'trick_id', type: 'text', primaryKeyConstraintName: 'trick_tags_pkey' })
  trickId!: string;

  @ManyToOne(() => Trick)
  @JoinColumn({ name: 'trick_id', foreignKeyConstraintName: 'trick_tags_trick_id_fkey' })
  trick?: Trick;

  /** When the post was made: trending counts a window of days back from now. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
