import type { CallerIdentity } from '@boonies/contracts/common';
import { followNeedsApproval } from '@boonies/contracts/policy';
import {
  FOLLOW_PAGE_SIZE,
  type FollowListRequest,
  type FollowStateDto,
  PROFILE_MESSAGES,
  type UserPageDto,
} from '@boonies/contracts/social';
import type { EventMeta } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { SocialAccess } from '../access/social-access.service';
import { PeopleRepository } from '../people/people.repository';
import { FollowWrites } from './follow-writes';
import { decodeFollowCursor, encodeFollowCursor } from './follow-cursor';
import { FollowsRepository } from './follows.repository';
import { SocialGraphRepository } from './social-graph.repository';

/** The three answers about following, one object each. */
export const FOLLOW_STATES = {
  following: { isFollowing: true, requested: false, status: 'following' },
  requested: { isFollowing: false, requested: true, status: 'requested' },
  none: { isFollowing: false, requested: false, status: 'none' },
} as const satisfies Record<string, FollowStateDto>;

export const profileNotFound = () => new DomainError('NOT_FOUND', PROFILE_MESSAGES.notFound);

@Injectable()
export class FollowsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: FollowWrites,
    private readonly follows: FollowsRepository,
    private readonly users: PeopleRepository,
    private readonly graph: SocialGraphRepository,
    private readonly access: SocialAccess,
  ) {}

  /**
   * Follows a skater as the policy allows (404 for an account that is gone or blocked the caller, 403 for
   * one the caller blocked or themselves). A private profile takes a request instead, which its owner
   * approves or declines; asking again while one is pending changes nothing.
   */
  follow(caller: CallerIdentity, followingId: string, correlationId: string): Promise<FollowStateDto> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.users.findById(followingId, manager);
      if (!target) throw profileNotFound();
      await this.graph.lockPair(manager, caller.userId, followingId);
      const access = await this.access.facts(caller, target, manager);
      this.access.require('follow', access);
      if (access.relation.isFollowing) throw new DomainError('CONFLICT', PROFILE_MESSAGES.alreadyFollowing);
      const meta = eventMetaOf(caller, correlationId);
      if (followNeedsApproval(access.privacy)) {
        await this.writes.request(manager, caller.userId, followingId, meta);
        return FOLLOW_STATES.requested;
      }
      await this.writes.follow(manager, caller.userId, followingId, meta);
      return FOLLOW_STATES.following;
    });
  }

  /** Stops following, or withdraws a pending request; either that did not exist changes nothing. */
  unfollow(caller: CallerIdentity, followingId: string, correlationId: string): Promise<FollowStateDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.graph.lockPair(manager, caller.userId, followingId);
      const meta = eventMetaOf(caller, correlationId);
      await this.writes.endRequest(manager, caller.userId, followingId, 'withdrawn', meta);
      await this.writes.unfollow(manager, [[caller.userId, followingId]], meta);
      return FOLLOW_STATES.none;
    });
  }

  /**
   * Ends follows and pending requests between two skaters, both ways, inside the caller's transaction (a
   * block): each removed follow is announced so every projection drops it.
   */
  async separate(manager: EntityManager, a: string, b: string, meta: EventMeta): Promise<void> {
    await this.writes.endRequest(manager, a, b, 'blocked', meta);
    await this.writes.endRequest(manager, b, a, 'blocked', meta);
    await this.writes.unfollow(
      manager,
      [
        [a, b],
        [b, a],
      ],
      meta,
    );
  }

  async state(caller: CallerIdentity, userId: string): Promise<FollowStateDto> {
    const { isFollowing, requested } = await this.graph.relation(caller.userId, userId);
    return isFollowing ? FOLLOW_STATES.following : requested ? FOLLOW_STATES.requested : FOLLOW_STATES.none;
  }

  /**
   * A page of a skater's followers or of whom they follow, newest first, when the policy lets the caller
   * see the lists (view_followers). Accounts that are gone or that blocked the caller are left out.
   */
  async list(caller: CallerIdentity, request: FollowListRequest): Promise<UserPageDto> {
    const owner = await this.users.findAskedBy(caller, request.id);
    if (!owner) throw profileNotFound();
    this.access.require('view_followers', await this.access.facts(caller, owner));
    const cursor = request.cursor === undefined ? undefined : decodeFollowCursor(request.cursor);
    if (request.cursor !== undefined && !cursor) {
      throw new DomainError('VALIDATION_FAILED', 'cursor is not valid', { field: 'cursor' });
    }
    const limit = request.limit ?? FOLLOW_PAGE_SIZE;
    // One more than a page tells whether another follows.
    const entries = await this.follows.page(owner.userId, request.list, cursor, limit + 1, caller.userId);
    const page = entries.slice(0, limit);
    const last = page.at(-1);
    return {
      users: page.map(({ user }) => user),
      nextCursor:
        entries.length > limit && last
          ? encodeFollowCursor({ createdAt: last.cursorAt, userId: last.user.id })
          : null,
    };
  }
}
