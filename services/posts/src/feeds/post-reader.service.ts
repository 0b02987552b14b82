import {
  FEED_PAGE_SIZE,
  type CallerIdentity,
  type FeedRequest,
  type PostDto,
  type PostPageDto,
} from '@boonies/contracts';
import { notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PostAccess } from '../access/post-access.service';
import { postsTables, type PostsTables } from '../database/posts-tables';
import { preparedQuery } from '../database/prepared-query';
import { SqlParameters } from '../database/sql-parameters';
import { decodeCursor, encodeCursor, type FeedPosition } from './feed-cursor';
import { feedOrderOf, feedPageQuery } from './feed-queries';
import { hydratedPostsSql, toPostDto, type HydratedPostRow } from './post-hydration';

/** Reads hydrated posts: one page of a feed, or one post, each in a single prepared statement. */
@Injectable()
export class PostReader {
  private readonly tables: PostsTables;

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: PostAccess,
  ) {
    this.tables = postsTables(dataSource);
  }

  /**
   * The caller decides `reactions.mine` and whose posts may be shown (privacy, blocks, moderation); the
   * following feed is the caller's. A post's replies are listed only to who may see the post (404 otherwise).
   */
  async page(request: FeedRequest, caller: CallerIdentity): Promise<PostPageDto> {
    const viewerId = caller.userId;
    const viewerIsAdmin = caller.isAdmin;
    if (request.feed === 'replies' && request.postId) {
      await this.access.require('view_posts', caller, request.postId);
    }
    const order = feedOrderOf(request.feed);
    const position = request.cursor ? decodeCursor(request.cursor, order) : null;
    const limit = request.limit ?? FEED_PAGE_SIZE;
    const params = new SqlParameters();
    const viewer = params.add(viewerId ?? null, 'uuid');
    const scope = {
      ...request,
      userId: request.feed === 'following' ? viewerId : request.userId,
      viewerId,
      viewerIsAdmin,
    };
    // One row more than the page tells whether another page follows.
    const { page, orderBy } = feedPageQuery(this.tables, scope, position, limit + 1, params);
    const rows = await preparedQuery<HydratedPostRow>(
      this.dataSource,
      hydratedPostsSql(this.tables, page, viewer, orderBy),
      params.values,
    );
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      posts: shown.map(toPostDto),
      nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last, order)) : null,
    };
  }

  /** One post or reply, when the caller may see it (and, for a reply, its thread); 404 otherwise. */
  async one(postId: string, caller: CallerIdentity | undefined): Promise<PostDto> {
    await this.access.require('view_posts', caller, postId);
    return this.hydrated(postId, caller?.userId);
  }

  /** One post as its writer just left it, without asking the policy again. */
  async hydrated(postId: string, viewerId: string | undefined): Promise<PostDto> {
    const params = new SqlParameters();
    const viewer = params.add(viewerId ?? null, 'uuid');
    const page = `SELECT p.* FROM ${this.tables.posts} p WHERE p.id = ${params.add(postId, 'uuid')}`;
    const [row] = await preparedQuery<HydratedPostRow>(
      this.dataSource,
      hydratedPostsSql(this.tables, page, viewer, 'p.id'),
      params.values,
    );
    if (!row) throw notFound('Post');
    return toPostDto(row);
  }
}

function positionOf(row: HydratedPostRow, order: FeedPosition['order']): FeedPosition {
  const keys = { createdAt: row.created_at.toISOString(), id: row.id };
  return order === 'rank' ? { order, rank: row.popularity_rank, ...keys } : { order, ...keys };
}
