import type { UserSummaryDto } from '@boonies/contracts/social';
import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { accountIsLive, notBlockingCaller } from '../access/live-accounts.sql';
import { PEOPLE } from '../people/entities/person.entity';
import { summaryColumns, toUserSummary } from '../people/user-summary';
import { Block } from '../blocks/entities/block.entity';
import { Follow } from './entities/follow.entity';
import type { FollowCursor } from './follow-cursor';

/** Which list of a skater: who follows them, or whom they follow. */
export type FollowList = 'followers' | 'following';

/** A skater on a follow list, with where the list stands at them. */
export interface FollowListEntry {
  user: UserSummaryDto;
  /** The follow's time as PostgreSQL's text, to the microsecond, for the next page's cursor. */
  cursorAt: string;
}

type FollowListRow = UserSummaryDto & { cursorAt: string };

/** Approved follows: who follows whom. */
@Injectable()
export class FollowsRepository {
  private readonly tables;

  constructor(private readonly dataSource: DataSource) {
    this.tables = tablePaths(dataSource, { follows: Follow, users: PEOPLE, blocks: Block });
  }

  /** Adds the follow; false when it already existed. */
  async insert(manager: EntityManager, followerId: string, followingId: string): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO ${this.tables.follows} (follower_id, following_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING follower_id`,
      [followerId, followingId],
    );
    return inserted.length > 0;
  }

  /** Removes the follow; false when there was none. */
  async delete(manager: EntityManager, followerId: string, followingId: string): Promise<boolean> {
    const [, deleted] = await manager.query<[unknown[], number]>(
      `DELETE FROM ${this.tables.follows} WHERE follower_id = $1 AND following_id = $2 RETURNING follower_id`,
      [followerId, followingId],
    );
    return deleted > 0;
  }

  /**
   * Up to `limit` entries of the owner's list after the cursor, newest first. Accounts that are gone or that
   * blocked the caller are left out.
   */
  async page(
    ownerId: string,
    list: FollowList,
    after: FollowCursor | undefined,
    limit: number,
    callerId: string,
  ): Promise<FollowListEntry[]> {
    const { follows, users, blocks } = this.tables;
    // Followers: rows that name the owner as followed, listing the follower; "following" the reverse.
    const [self, other] =
      list === 'followers' ? ['following_id', 'follower_id'] : ['follower_id', 'following_id'];
    const rows = await this.dataSource.query<FollowListRow[]>(
      `SELECT ${summaryColumns('u')}, f.created_at::text AS "cursorAt"
         FROM ${follows} f
         JOIN ${users} u ON u.user_id = f.${other} AND ${accountIsLive('u')}
        WHERE f.${self} = $1 AND ${notBlockingCaller('u', '$5', blocks)}
          AND ($2::timestamptz IS NULL OR (f.created_at, f.${other}) < ($2::timestamptz, $3::uuid))
        ORDER BY f.created_at DESC, f.${other} DESC
        LIMIT $4`,
      [ownerId, after?.createdAt ?? null, after?.userId ?? null, limit, callerId],
    );
    return rows.map((row) => ({ user: toUserSummary(row), cursorAt: row.cursorAt }));
  }
}
