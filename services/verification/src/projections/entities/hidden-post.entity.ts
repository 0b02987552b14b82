import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A moderator's mark on a trick video, from `events.admin.content-moderated` (kind `post`): its
 * verifications are gone for everyone but the poster and admins. Kept apart from the verifications so a
 * mark that arrives before the post's verifications were opened still holds.
 */
@Entity({ name: 'hidden_posts' })
export class HiddenPost {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'hidden_posts_pkey' })
  postId!: string;

  @Column({ name: 'is_hidden', type: 'boolean' })
  isHidden!: boolean;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
