import {
  EVENTS,
  PROFILE_MESSAGES,
  type BlockChangedV1,
  type CallerIdentity,
  type UserSummaryDto,
} from '@boonies/contracts';
import { Outbox } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { authTables } from '../database/auth-tables';
import { eventMeta } from '../database/event-meta';
import { FollowsService, profileNotFound } from '../follows/follows.service';
import { SocialGraph } from '../follows/social-graph.service';
import { summaryColumns, toUserSummary } from '../users/user-summary';
import { UsersService } from '../users/users.service';

/** How many blocked users the Settings list shows; far more than anyone blocks. */
const BLOCKED_LIST_MAX = 500;

@Injectable()
export class BlocksService {
  private readonly tables: ReturnType<typeof authTables>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly users: UsersService,
    private readonly follows: FollowsService,
    private readonly graph: SocialGraph,
  ) {
    this.tables = authTables(dataSource);
  }

  /**
   * Blocks a user and ends every follow and pending follow request between the two, both ways (each removed
   * follow announced as `unfollowed`), in one transaction with the block.
   * Blocking someone already blocked changes nothing and announces nothing.
   */
  async block(caller: CallerIdentity, blockedId: string, correlationId: string): Promise<{ blocked: true }> {
    if (blockedId === caller.userId) {
      throw new DomainError('VALIDATION_FAILED', PROFILE_MESSAGES.cannotBlockSelf, { field: 'userId' });
    }
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.users.findActive(blockedId, manager))) throw profileNotFound();
      await this.graph.lockPair(manager, caller.userId, blockedId);
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO ${this.tables.blocks} (blocker_id, blocked_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING blocker_id`,
        [caller.userId, blockedId],
      );
      if (inserted.length === 0) return;
      const meta = eventMeta(caller, correlationId);
      await this.follows.separate(manager, caller.userId, blockedId, meta);
      const event: BlockChangedV1 = { blockerId: caller.userId, blockedId };
      await this.outbox.append(manager, EVENTS.auth.blocked, event, meta);
    });
    return { blocked: true };
  }

  /** Lifts a block; lifting one that does not exist changes nothing. Follows removed by it stay removed. */
  async unblock(
    caller: CallerIdentity,
    blockedId: string,
    correlationId: string,
  ): Promise<{ blocked: false }> {
    await this.dataSource.transaction(async (manager) => {
      const [, removed] = await manager.query<[unknown[], number]>(
        `DELETE FROM ${this.tables.blocks} WHERE blocker_id = $1 AND blocked_id = $2 RETURNING blocker_id`,
        [caller.userId, blockedId],
      );
      if (removed === 0) return;
      const event: BlockChangedV1 = { blockerId: caller.userId, blockedId };
      await this.outbox.append(manager, EVENTS.auth.unblocked, event, eventMeta(caller, correlationId));
    });
    return { blocked: false };
  }

  /** Whom the caller blocked, the latest first (Settings → Blocked Users). */
  async blockedUsers(caller: CallerIdentity): Promise<UserSummaryDto[]> {
    const rows = await this.dataSource.query<UserSummaryDto[]>(
      `SELECT ${summaryColumns('u')}
         FROM ${this.tables.blocks} b
         JOIN ${this.tables.users} u ON u.id = b.blocked_id
        WHERE b.blocker_id = $1
        ORDER BY b.created_at DESC, b.blocked_id
        LIMIT ${BLOCKED_LIST_MAX}`,
      [caller.userId],
    );
    return rows.map(toUserSummary);
  }
}
