import type { ReactionType } from '@boonies/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's like or dislike of a post; its weight is the reactor's when they reacted. */
@Entity({ name: 'reactions' })
export class Reaction {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'reactions_pkey' })
  postId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'reactions_pkey' })
  userId!: string;

  @Column({ name: 'reaction_type', type: 'text' })
  reactionType!: ReactionType;

  @Column({ type: 'integer' })
  weight!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
