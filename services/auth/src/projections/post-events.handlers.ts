import { EVENTS, PostCreatedV1, PostDeletedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { authTables } from '../database/auth-tables';

/**
 * Profiles' post counts: the ids of each user's top-level posts, so a repeated event counts once. A
 * deletion leaves a tombstone, so a creation that arrives after it does not bring the post back.
 */
@Injectable()
export class PostEventsHandlers {
  private readonly created: string;
  private readonly deleted: string;

  constructor(dataSource: DataSource) {
    const { userPosts } = authTables(dataSource);
    this.created = `
      INSERT INTO ${userPosts} (post_id, user_id, created_at) VALUES ($1, $2, $3)
      ON CONFLICT (post_id) DO NOTHING`;
    this.deleted = `
      INSERT INTO ${userPosts} AS p (post_id, user_id, deleted_at) VALUES ($1, $2, $3)
      ON CONFLICT (post_id) DO UPDATE SET deleted_at = COALESCE(p.deleted_at, EXCLUDED.deleted_at)`;
  }

  @EventHandler(EVENTS.posts.postCreated, PostCreatedV1)
  async onPostCreated(post: PostCreatedV1, { manager }: EventContext<PostCreatedV1>): Promise<void> {
    // Replies are not posts of the profile.
    if (post.parentPostId) return;
    await manager.query(this.created, [post.postId, post.userId, post.createdAt]);
  }

  @EventHandler(EVENTS.posts.postDeleted, PostDeletedV1)
  async onPostDeleted(
    post: PostDeletedV1,
    { envelope, manager }: EventContext<PostDeletedV1>,
  ): Promise<void> {
    await manager.query(this.deleted, [post.postId, post.userId, envelope.occurredAt]);
  }
}
