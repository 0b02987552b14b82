import { preparedQuery, SqlParams } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { feedTables, type FeedTables } from './feed-tables';
import type { FeedPosition } from './feed-cursor';
import { feedPageQuery, type FeedScope } from './feed-page.sql';
import { hydratedPostsSql, type HydratedPost } from './hydrated-posts.sql';

/**
 * Reads hydrated posts as JSON text: one page of a feed, or one post, each in a single prepared statement.
 * The feeds' SQL is written by hand, for the indexes it walks (`test/feed-plans.spec.ts` checks the plans).
 */
@Injectable()
export class FeedsRepository {
  private readonly tables: FeedTables;

  constructor(private readonly dataSource: DataSource) {
    this.tables = feedTables(dataSource);
  }

  /** Up to `limit` posts of the feed after `position`, in feed order, as the scope's viewer sees them. */
  async page(scope: FeedScope, position: FeedPosition | null, limit: number): Promise<HydratedPost[]> {
    const params = new SqlParams();
    const viewer = params.add(scope.viewerId ?? null, 'uuid');
    const { page, orderBy } = feedPageQuery(this.tables, scope, position, limit, params);
    return preparedQuery<HydratedPost>(
      this.dataSource,
      hydratedPostsSql(this.tables, page, viewer, orderBy),
      params.values,
    );
  }

  /** One post, with the viewer's own reaction; `undefined` when there is no such post. */
  async one(postId: string, viewerId: string | undefined): Promise<HydratedPost | undefined> {
    const params = new SqlParams();
    const viewer = params.add(viewerId ?? null, 'uuid');
    const page = `SELECT p.* FROM ${this.tables.posts} p WHERE p.id = ${params.add(postId, 'uuid')}`;
    const [row] = await preparedQuery<HydratedPost>(
      this.dataSource,
      hydratedPostsSql(this.tables, page, viewer, 'p.id'),
      params.values,
    );
    return row;
  }
}
