import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A moderator's mark on a post, from `events.admin.content-moderated` (kind `post`): nothing of it leaves. */
@Entity({ name: 'hidden_posts' })
export class HiddenPost {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'hidden_posts_pkey' })
  postId!: string;

  @Column({ name: 'is_hidden', type: 'boolean' })
  isHidden!: boolean;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
