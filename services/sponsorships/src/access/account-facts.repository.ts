import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BLOCKS } from '../projections/entities/block.entity';
import { USERS } from '../projections/entities/user.entity';

/** What the projections know of one account, as a given viewer sees it. */
export interface AccountFacts {
  userId: string;
  isBrand: boolean;
  isActive: boolean;
  isSuspended: boolean;
  /** The viewer blocked this account. */
  viewerBlockedIt: boolean;
  /** This account blocked the viewer. */
  itBlockedViewer: boolean;
}

interface AccountFactsRow {
  user_id: string;
  is_brand: boolean;
  is_active: boolean;
  is_suspended: boolean;
  viewer_blocked_it: boolean;
  it_blocked_viewer: boolean;
}

function toAccountFacts(row: AccountFactsRow): AccountFacts {
  return {
    userId: row.user_id,
    isBrand: row.is_brand,
    isActive: row.is_active,
    isSuspended: row.is_suspended,
    viewerBlockedIt: row.viewer_blocked_it,
    itBlockedViewer: row.it_blocked_viewer,
  };
}

/** The users and blocks projections, read as the facts the access policy judges by. */
@Injectable()
export class AccountFactsRepository {
  private readonly factsSql: string;

  constructor(private readonly dataSource: DataSource) {
    const { users, blocks } = tablePaths(dataSource, { users: USERS, blocks: BLOCKS });
    // Raw SQL: the suspension is judged by the database clock, and a block either way by one EXISTS each.
    this.factsSql = `
      SELECT u.user_id, u.is_brand, u.is_active,
             coalesce(u.suspended_until > now(), false) AS is_suspended,
             EXISTS (SELECT 1 FROM ${blocks} b
                     WHERE b.blocker_id = $1 AND b.blocked_id = u.user_id AND b.is_blocking) AS viewer_blocked_it,
             EXISTS (SELECT 1 FROM ${blocks} b
                     WHERE b.blocker_id = u.user_id AND b.blocked_id = $1 AND b.is_blocking) AS it_blocked_viewer
      FROM ${users} u WHERE u.user_id = ANY($2::uuid[])`;
  }

  /** The facts of each of `userIds` the projection knows, with any block between it and `viewerId`. */
  async factsFor(viewerId: string, userIds: readonly string[]): Promise<AccountFacts[]> {
    if (userIds.length === 0) return [];
    const rows = await this.dataSource.query<AccountFactsRow[]>(this.factsSql, [viewerId, userIds]);
    return rows.map(toAccountFacts);
  }
}
