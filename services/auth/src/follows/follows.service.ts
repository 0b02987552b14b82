import {
  FOLLOW_PAGE_SIZE,
  followNeedsApproval,
  PROFILE_MESSAGES,
  type CallerIdentity,
  type FollowListRequest,
  type FollowStateDto,
  type UserPageDto,
  type UserSummaryDto,
} from '@boonies/contracts';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { authTables } from '../database/auth-tables';
import { eventMeta } from '../database/event-meta';
import { accountIsLive, notBlockingCaller } from '../access/live-accounts';
import { SocialAccess } from '../access/social-access.service';
import { User } from '../users/entities/user.entity';
import { summaryColumns, toUserSummary } from '../users/user-summary';
import { FollowWrites } from './follow-writes';
import { decodeFollowCursor, encodeFollowCursor } from './follow-cursor';
import { SocialGraph } from './social-graph.service';

/** The three answers about following, one object each. */
export const FOLLOW_STATES = {
  following: { isFollowing: true, requested: false, status: 'following' },
  requested: { isFollowing: false, requested: true, status: 'requested' },
  none: { isFollowing: false, requested: false, status: 'none' },
} as const satisfies Record<string, FollowStateDto>;

type FollowListRow = UserSummaryDto & { cursorAt: string };

export const profileNotFound = () => new DomainError('NOT_FOUND', PROFILE_MESSAGES.notFound);

@Injectable()
export class FollowsService {
  private readonly tables: ReturnType<typeof authTables>;
  private readonly writes: FollowWrites;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly graph: SocialGraph,
    private readonly access: SocialAccess,
  ) {
    this.tables = authTables(dataSource);
    this.writes = new FollowWrites(outbox, this.tables);
  }

  /**
   * Follows a skater as the policy allows (404 for an account that is gone or blocked the caller, 403 for
   * one the caller blocked or themselves). A private profile takes a request instead, which its owner
   * approves or declines; asking again while one is pending changes nothing.
   */
  follow(caller: CallerIdentity, followingId: string, correlationId: string): Promise<FollowStateDto> {
    return this.dataSource.transaction(async (manager) => {
      const target = await manager.findOneBy(User, { id: followingId });
      if (!target) throw profileNotFound();
      await this.graph.lockPair(manager, caller.userId, followingId);
      const access = await this.access.facts(caller, target, manager);
      this.access.require('follow', access);
      if (access.relation.isFollowing) throw new DomainError('CONFLICT', PROFILE_MESSAGES.alreadyFollowing);
      const meta = eventMeta(caller, correlationId);
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
      await this.writes.dropRequest(manager, caller.userId, followingId);
      await this.writes.unfollow(manager, [[caller.userId, followingId]], eventMeta(caller, correlationId));
      return FOLLOW_STATES.none;
    });
  }

  /**
   * Ends follows and pending requests between two skaters, both ways, inside the caller's transaction (a
   * block): each removed follow is announced so every projection drops it.
   */
  async separate(manager: EntityManager, a: string, b: string, meta: EventMeta): Promise<void> {
    await this.writes.dropRequest(manager, a, b);
    await this.writes.dropRequest(manager, b, a);
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
    const owner = await this.dataSource.manager.findOneBy(User, { id: request.id });
    if (!owner) throw profileNotFound();
    this.access.require('view_followers', await this.access.facts(caller, owner));
    const cursor = request.cursor === undefined ? undefined : decodeFollowCursor(request.cursor);
    if (request.cursor !== undefined && !cursor) {
      throw new DomainError('VALIDATION_FAILED', 'cursor is not valid', { field: 'cursor' });
    }
    const limit = request.limit ?? FOLLOW_PAGE_SIZE;
    // Followers: rows that name the owner as followed, listing the follower; "following" the reverse.
    const [self, other] =
      request.list === 'followers' ? ['following_id', 'follower_id'] : ['follower_id', 'following_id'];
    const rows = await this.dataSource.query<FollowListRow[]>(
      `SELECT ${summaryColumns('u')}, f.created_at::text AS "cursorAt"
         FROM ${this.tables.follows} f
         JOIN ${this.tables.users} u ON u.id = f.${other} AND ${accountIsLive('u')}
        WHERE f.${self} = $1 AND ${notBlockingCaller('u', '$5', this.tables.blocks)}
          AND ($2::timestamptz IS NULL OR (f.created_at, f.${other}) < ($2::timestamptz, $3::uuid))
        ORDER BY f.created_at DESC, f.${other} DESC
        LIMIT $4`,
      [owner.id, cursor?.createdAt ?? null, cursor?.userId ?? null, limit + 1, caller.userId],
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      users: page.map(toUserSummary),
      nextCursor:
        rows.length > limit && last
          ? encodeFollowCursor({ createdAt: last.cursorAt, userId: last.id })
          : null,
    };
  }
}
