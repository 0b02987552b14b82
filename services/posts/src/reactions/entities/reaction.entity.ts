import type { ReactionType } from '@boonies/contracts/posts';
import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Post } from '../../posts/entities/post.entity';

/** A user's like or dislike of a post; its weight is the reactor's when they reacted. */
@Entity({ name: 'reactions' })
@Check('reactions_reaction_type_check', `"reaction_type" IN ('like', 'dislike')`)
@Check('reactions_weight_check', '"weight" > 0')
export class Reaction {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'reactions_pkey' })
  postId!: string;

  @ManyToOne(() => Post, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'reactions_post_id_fkey' })
  post?: Post;

  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'reactions_pkey' })
  userId!: string;

  @Column({ name: 'reaction_type', type: 'text' })
  reactionType!: ReactionType;

  @Column({ type: 'integer' })
  weight!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
