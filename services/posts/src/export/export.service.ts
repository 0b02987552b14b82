import type { CallerIdentity, UserDataExportDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postsTables } from '../database/posts-tables';

/** The posts service's part of Download Your Data: the user's posts, their replies and their reactions. */
@Injectable()
export class PostsExportService {
  private readonly postsQuery: string;
  private readonly reactionsQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { posts, reactions } = postsTables(dataSource);
    const columns = `id, content, image_url AS "imageUrl", video_url AS "videoUrl", post_type AS "postType",
                     parent_post_id AS "parentPostId", tagged_tricks AS "taggedTricks",
                     verification_status AS "verificationStatus", is_verified AS "isVerified",
                     like_count AS "likeCount", dislike_count AS "dislikeCount", reply_count AS "replyCount",
                     created_at AS "createdAt"`;
    // $2 chooses replies (true) or top-level posts (false).
    this.postsQuery = `
      SELECT ${columns} FROM ${posts}
       WHERE user_id = $1 AND (parent_post_id IS NOT NULL) = $2
       ORDER BY created_at, id`;
    this.reactionsQuery = `
      SELECT post_id AS "postId", reaction_type AS "reactionType", created_at AS "createdAt"
        FROM ${reactions} WHERE user_id = $1 ORDER BY created_at, post_id`;
  }

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const [posts, replies, reactions] = await Promise.all([
      this.dataSource.query<unknown[]>(this.postsQuery, [caller.userId, false]),
      this.dataSource.query<unknown[]>(this.postsQuery, [caller.userId, true]),
      this.dataSource.query<unknown[]>(this.reactionsQuery, [caller.userId]),
    ]);
    return { service: 'posts', exportedAt: new Date().toISOString(), data: { posts, replies, reactions } };
  }
}
