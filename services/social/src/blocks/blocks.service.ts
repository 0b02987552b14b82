import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type BlockChangedV1,
  PROFILE_MESSAGES,
  SOCIAL_EVENTS,
  type UserSummaryDto,
} from '@boonies/contracts/social';
import { Outbox } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SocialAccess } from '../access/social-access.service';
import { eventMetaOf } from '../event-meta';
import { PeopleRepository } from '../people/people.repository';
import { FollowsService, profileNotFound } from '../follows/follows.service';
import { SocialGraphRepository } from '../follows/social-graph.repository';
import { BlocksRepository } from './blocks.repository';

@Injectable()
export class BlocksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly blocks: BlocksRepository,
    private readonly users: PeopleRepository,
    private readonly follows: FollowsService,
    private readonly graph: SocialGraphRepository,
    private readonly access: SocialAccess,
  ) {}

  /**
   * Blocks a user and ends every follow and pending follow request between the two, both ways (each removed
   * follow announced as `unfollowed`), in one transaction with the block.
   * Blocking someone already blocked changes nothing and announces nothing. Only a profile the caller may
   * see can be blocked: one gone, or that blocked the caller, answers as an unknown id, so that blocking tells
   * nobody whether an account exists (the block that hides it keeps the two apart already).
   */
  async block(caller: CallerIdentity, blockedId: string, correlationId: string): Promise<{ blocked: true }> {
    if (blockedId === caller.userId) {
      throw new DomainError('VALIDATION_FAILED', PROFILE_MESSAGES.cannotBlockSelf, { field: 'userId' });
    }
    await this.dataSource.transaction(async (manager) => {
      const target = await this.users.findById(blockedId, manager);
      if (!target) throw profileNotFound();
      this.access.require('view_profile', await this.access.facts(caller, target, manager));
      await this.graph.lockPair(manager, caller.userId, blockedId);
      if (!(await this.blocks.insert(manager, caller.userId, blockedId))) return;
      const meta = eventMetaOf(caller, correlationId);
      await this.follows.separate(manager, caller.userId, blockedId, meta);
      const event: BlockChangedV1 = { blockerId: caller.userId, blockedId };
      await this.outbox.append(manager, SOCIAL_EVENTS.blocked, event, meta);
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
      if (!(await this.blocks.delete(manager, caller.userId, blockedId))) return;
      const event: BlockChangedV1 = { blockerId: caller.userId, blockedId };
      await this.outbox.append(manager, SOCIAL_EVENTS.unblocked, event, eventMetaOf(caller, correlationId));
    });
    return { blocked: false };
  }

  /** Whom the caller blocked, the latest first (Settings → Blocked Users). */
  blockedUsers(caller: CallerIdentity): Promise<UserSummaryDto[]> {
    return this.blocks.blockedBy(caller.userId);
  }
}
