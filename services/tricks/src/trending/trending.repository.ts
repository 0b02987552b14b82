import type { TrendingTrickDto } from '@boonies/contracts/tricks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { Trick } from '../catalogue/entities/trick.entity';
import { TrickTag } from '../projections/entities/trick-tag.entity';

/** Which posts tag which tricks (`trick_tags`, from the posts service's events), and what they add up to. */
@Injectable()
export class TrendingRepository {
  private readonly topQuery: string;
  private readonly tagQuery: string;
  private readonly untagQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { trickTags, tricks } = tablePaths(dataSource, { trickTags: TrickTag, tricks: Trick });
    this.topQuery = `
      SELECT t.id, t.name, count(*)::int AS count
        FROM ${trickTags} g
        JOIN ${tricks} t ON t.id = g.trick_id
       WHERE g.created_at > now() - make_interval(days => $1)
       GROUP BY t.id, t.name
       ORDER BY count DESC, t.name
       LIMIT $2`;
    // Tags of tricks the catalogue does not have are not kept: they could never trend.
    this.tagQuery = `
      INSERT INTO ${trickTags} (post_id, trick_id, created_at)
      SELECT $1, t.id, $3 FROM ${tricks} t WHERE t.id = ANY($2::text[])
      ON CONFLICT DO NOTHING`;
    this.untagQuery = `DELETE FROM ${trickTags} WHERE post_id = $1`;
  }

  /** The `limit` tricks most tagged in the last `days`, with how often. */
  async top(days: number, limit: number): Promise<TrendingTrickDto[]> {
    const rows = await this.dataSource.query<{ id: string; name: string; count: number }[]>(this.topQuery, [
      days,
      limit,
    ]);
    return rows.map((row) => ({ id: row.id, name: row.name, count: row.count }));
  }

  async tag(manager: EntityManager, postId: string, trickIds: string[], createdAt: string): Promise<void> {
    if (trickIds.length > 0) await manager.query(this.tagQuery, [postId, trickIds, createdAt]);
  }

  async untag(manager: EntityManager, postId: string): Promise<void> {
    await manager.query(this.untagQuery, [postId]);
  }
}
