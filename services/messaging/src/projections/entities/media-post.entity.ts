import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Which post carries an uploaded photo or clip, from `events.posts.post-created`: a failed upload's
 * notification leads to where the post shows.
 */
@Entity({ name: 'media_posts' })
export class MediaPost {
  @PrimaryColumn({ name: 'media_id', type: 'uuid', primaryKeyConstraintName: 'media_posts_pkey' })
  mediaId!: string;

  @Column({ name: 'post_id', type: 'uuid' })
  postId!: string;
}
