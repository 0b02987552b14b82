import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UserPost } from './entities/user-post.entity';

/**
 * The ids of each user's top-level posts, so a repeated event counts once. A deletion leaves a tombstone,
 * so a creation that arrives after it does not bring the post back.
 */
@Injectable()
export class UserPostsRepository {
  private readonly sql: { created: string; deleted: string };

  constructor(dataSource: DataSource) {
    const { userPosts } = tablePaths(dataSource, { userPosts: UserPost });
    this.sql = {
      created: `
        INSERT INTO ${userPosts} (post_id, user_id, created_at) VALUES ($1, $2, $3)
        ON CONFLICT (post_id) DO NOTHING`,
      deleted: `
        INSERT INTO ${userPosts} AS p (post_id, user_id, deleted_at) VALUES ($1, $2, $3)
        ON CONFLICT (post_id) DO UPDATE SET deleted_at = COALESCE(p.deleted_at, EXCLUDED.deleted_at)`,
    };
  }

  async recordCreated(
    manager: EntityManager,
    postId: string,
    userId: string,
    createdAt: string,
  ): Promise<void> {
    await manager.query(this.sql.created, [postId, userId, createdAt]);
  }

  /** Marks the post deleted at `deletedAt`; the first deletion recorded stands. */
  async recordDeleted(
    manager: EntityManager,
    postId: string,
    userId: string,
    deletedAt: string,
  ): Promise<void> {
    await manager.query(this.sql.deleted, [postId, userId, deletedAt]);
  }
}
