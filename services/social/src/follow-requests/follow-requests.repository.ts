import type { UserSummaryDto } from '@boonies/contracts/social';
import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { accountIsLive } from '../access/live-accounts.sql';
import { PEOPLE } from '../people/entities/person.entity';
import { summaryColumns, toUserSummary } from '../people/user-summary';
import { FollowRequest } from './entities/follow-request.entity';

/** How many pending requests the list shows; a private profile answers them long before. */
export const FOLLOW_REQUESTS_MAX = 200;

/** A pending request as its owner sees it. */
export interface PendingRequest {
  requester: UserSummaryDto;
  requestedAt: Date;
}

type RequestRow = UserSummaryDto & { requestedAt: Date | string };

/** Pending requests to follow a private profile. */
@Injectable()
export class FollowRequestsRepository {
  private readonly tables;
  private readonly incomingQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const tables = (this.tables = tablePaths(dataSource, { followRequests: FollowRequest, users: PEOPLE }));
    // Requesters who since left or were suspended drop out of the list until they are back.
    this.incomingQuery = `
      SELECT ${summaryColumns('u')}, r.created_at AS "requestedAt"
        FROM ${tables.followRequests} r
        JOIN ${tables.users} u ON u.user_id = r.requester_id AND ${accountIsLive('u')}
       WHERE r.target_id = $1
       ORDER BY r.created_at DESC, r.requester_id DESC
       LIMIT ${FOLLOW_REQUESTS_MAX}`;
  }

  /** Records the request; false when one is already pending. */
  async insert(manager: EntityManager, requesterId: string, targetId: string): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO ${this.tables.followRequests} (requester_id, target_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING requester_id`,
      [requesterId, targetId],
    );
    return inserted.length > 0;
  }

  /** Removes the request; false when none was pending. */
  async delete(manager: EntityManager, requesterId: string, targetId: string): Promise<boolean> {
    const [, removed] = await manager.query<[unknown[], number]>(
      `DELETE FROM ${this.tables.followRequests} WHERE requester_id = $1 AND target_id = $2 RETURNING requester_id`,
      [requesterId, targetId],
    );
    return removed > 0;
  }

  /** Who waits for the owner's answer, oldest request first. */
  async requesterIds(manager: EntityManager, targetId: string): Promise<string[]> {
    const rows = await manager.query<{ requester_id: string }[]>(
      `SELECT requester_id FROM ${this.tables.followRequests} WHERE target_id = $1 ORDER BY created_at`,
      [targetId],
    );
    return rows.map(({ requester_id }) => requester_id);
  }

  /** The owner's pending requests from live accounts, newest first, at most FOLLOW_REQUESTS_MAX. */
  async incoming(targetId: string): Promise<PendingRequest[]> {
    const rows = await this.dataSource.query<RequestRow[]>(this.incomingQuery, [targetId]);
    return rows.map((row) => ({ requester: toUserSummary(row), requestedAt: new Date(row.requestedAt) }));
  }
}
