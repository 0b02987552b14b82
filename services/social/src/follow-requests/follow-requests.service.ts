import type { CallerIdentity } from '@boonies/contracts/common';
import type { FollowRequestDto } from '@boonies/contracts/social';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { FollowWrites } from '../follows/follow-writes';
import { FollowRequestsRepository } from './follow-requests.repository';

export const FOLLOW_REQUEST_MESSAGES = {
  notFound: 'Follow request not found',
} as const;

/**
 * The owner's side of follow requests: the pending list, approving (the request becomes a follow, announced
 * as `followed`) and declining; either end is announced as `follow-answered`. Each acts on requests to the caller only.
 */
@Injectable()
export class FollowRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: FollowWrites,
    private readonly requests: FollowRequestsRepository,
  ) {}

  /** Requesters who since left or were suspended drop out of the list until they are back. */
  async incoming(caller: CallerIdentity): Promise<FollowRequestDto[]> {
    const pending = await this.requests.incoming(caller.userId);
    return pending.map(({ requester, requestedAt }) => ({
      requester,
      requestedAt: requestedAt.toISOString(),
    }));
  }

  async approve(
    caller: CallerIdentity,
    requesterId: string,
    correlationId: string,
  ): Promise<{ approved: true }> {
    await this.dataSource.transaction(async (manager) => {
      const meta = eventMetaOf(caller, correlationId);
      if (!(await this.writes.approve(manager, requesterId, caller.userId, meta))) throw requestNotFound();
    });
    return { approved: true };
  }

  async decline(
    caller: CallerIdentity,
    requesterId: string,
    correlationId: string,
  ): Promise<{ declined: true }> {
    await this.dataSource.transaction(async (manager) => {
      const meta = eventMetaOf(caller, correlationId);
      if (!(await this.writes.endRequest(manager, requesterId, caller.userId, 'declined', meta))) {
        throw requestNotFound();
      }
    });
    return { declined: true };
  }
}

const requestNotFound = () => new DomainError('NOT_FOUND', FOLLOW_REQUEST_MESSAGES.notFound);
