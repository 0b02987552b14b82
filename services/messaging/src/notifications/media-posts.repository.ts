import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { MediaPost } from '../projections/entities/media-post.entity';

/** Which post carries each upload, as the posts service announced it. */
@Injectable()
export class MediaPostsRepository {
  private readonly sql: { record: string; postOf: string };

  constructor(dataSource: DataSource) {
    const { mediaPosts } = tablePaths(dataSource, { mediaPosts: MediaPost });
    this.sql = {
      // A post's upload never changes: the first word stands, a repeat changes nothing.
      record: `INSERT INTO ${mediaPosts} (media_id, post_id) VALUES ($1, $2) ON CONFLICT (media_id) DO NOTHING`,
      postOf: `SELECT post_id FROM ${mediaPosts} WHERE media_id = $1`,
    };
  }

  async record(manager: EntityManager, mediaId: string, postId: string): Promise<void> {
    await manager.query(this.sql.record, [mediaId, postId]);
  }

  async postOf(manager: EntityManager, mediaId: string): Promise<string | null> {
    const [row] = await manager.query<{ post_id: string }[]>(this.sql.postOf, [mediaId]);
    return row?.post_id ?? null;
  }
}
