import { type CallerIdentity, type FollowRequestDto, type UserSummaryDto } from '@boonies/contracts';
import { Outbox } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { accountIsLive } from '../access/live-accounts';
import { authTables } from '../database/auth-tables';
import { eventMeta } from '../database/event-meta';
import { FollowWrites } from '../follows/follow-writes';
import { summaryColumns, toUserSummary } from '../users/user-summary';

/** How many pending requests the list shows; a private profile answers them long before. */
export const FOLLOW_REQUESTS_MAX = 200;

export const FOLLOW_REQUEST_MESSAGES = {
  notFound: 'Follow request not found',
} as const;

type RequestRow = UserSummaryDto & { requestedAt: Date | string };

/**
 * The owner's side of follow requests: the pending list, approving (the request becomes a follow, announced
 * as `followed`) and declining (the request goes, unannounced). Each acts on requests to the caller only.
 */
@Injectable()
export class FollowRequestsService {
  private readonly writes: FollowWrites;
  private readonly listQuery: string;

  constructor(
    private readonly dataSource: DataSource,
    outbox: Outbox,
  ) {
    const tables = authTables(dataSource);
    this.writes = new FollowWrites(outbox, tables);
    // Requesters who since left or were suspended drop out of the list until they are back.
    this.listQuery = `
      SELECT ${summaryColumns('u')}, r.created_at AS "requestedAt"
        FROM ${tables.followRequests} r
        JOIN ${tables.users} u ON u.id = r.requester_id AND ${accountIsLive('u')}
       WHERE r.target_id = $1
       ORDER BY r.created_at DESC, r.requester_id DESC
       LIMIT ${FOLLOW_REQUESTS_MAX}`;
  }

  async incoming(caller: CallerIdentity): Promise<FollowRequestDto[]> {
    const rows = await this.dataSource.query<RequestRow[]>(this.listQuery, [caller.userId]);
    return rows.map((row) => ({
      requester: toUserSummary(row),
      requestedAt: new Date(row.requestedAt).toISOString(),
    }));
  }

  async approve(
    caller: CallerIdentity,
    requesterId: string,
    correlationId: string,
  ): Promise<{ approved: true }> {
    await this.dataSource.transaction(async (manager) => {
      const meta = eventMeta(caller, correlationId);
      if (!(await this.writes.approve(manager, requesterId, caller.userId, meta))) throw requestNotFound();
    });
    return { approved: true };
  }

  async decline(caller: CallerIdentity, requesterId: string): Promise<{ declined: true }> {
    if (!(await this.writes.dropRequest(this.dataSource.manager, requesterId, caller.userId))) {
      throw requestNotFound();
    }
    return { declined: true };
  }
}

const requestNotFound = () => new DomainError('NOT_FOUND', FOLLOW_REQUEST_MESSAGES.notFound);
