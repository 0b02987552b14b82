import {
  EVENTS,
  FOLLOW_PAGE_SIZE,
  PROFILE_MESSAGES,
  type CallerIdentity,
  type FollowChangedV1,
  type FollowListRequest,
  type FollowStateDto,
  type UserPageDto,
  type UserSummaryDto,
} from '@boonies/contracts';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { DomainError, forbidden } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { authTables } from '../database/auth-tables';
import { eventMeta } from '../database/event-meta';
import { PreferencesService } from '../preferences/preferences.service';
import { profileVisibility } from '../profiles/profile-visibility';
import { summaryColumns, toUserSummary } from '../users/user-summary';
import { UsersService } from '../users/users.service';
import { decodeFollowCursor, encodeFollowCursor } from './follow-cursor';
import { SocialGraph } from './social-graph.service';

export const FOLLOW_MESSAGES = {
  listHidden: 'This skater keeps their followers private',
} as const;

type FollowListRow = UserSummaryDto & { cursorAt: string };

export const profileNotFound = () => new DomainError('NOT_FOUND', PROFILE_MESSAGES.notFound);

@Injectable()
export class FollowsService {
  private readonly tables: ReturnType<typeof authTables>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly users: UsersService,
    private readonly graph: SocialGraph,
    private readonly preferences: PreferencesService,
  ) {
    this.tables = authTables(dataSource);
  }

  /** Follows an active skater who has not blocked the caller (nor been blocked by them), once. */
  follow(caller: CallerIdentity, followingId: string, correlationId: string): Promise<FollowStateDto> {
    if (followingId === caller.userId) {
      throw new DomainError('VALIDATION_FAILED', PROFILE_MESSAGES.cannotFollowSelf, { field: 'followingId' });
    }
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.users.findActive(followingId, manager))) throw profileNotFound();
      await this.graph.lockPair(manager, caller.userId, followingId);
      const relation = await this.graph.relation(caller.userId, followingId, manager);
      if (relation.callerBlocked || relation.blockedCaller) throw forbidden(PROFILE_MESSAGES.blocked);
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO ${this.tables.follows} (follower_id, following_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING follower_id`,
        [caller.userId, followingId],
      );
      if (inserted.length === 0) throw new DomainError('CONFLICT', PROFILE_MESSAGES.alreadyFollowing);
      const event: FollowChangedV1 = { followerId: caller.userId, followingId };
      await this.outbox.append(manager, EVENTS.auth.followed, event, eventMeta(caller, correlationId));
      return { isFollowing: true };
    });
  }

  /** Stops following; unfollowing someone not followed changes nothing and says so. */
  unfollow(caller: CallerIdentity, followingId: string, correlationId: string): Promise<FollowStateDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.removeFollows(manager, [[caller.userId, followingId]], eventMeta(caller, correlationId));
      return { isFollowing: false };
    });
  }

  /**
   * Deletes the given follows that exist and announces each removed one, inside the caller's transaction.
   * Returns how many there were.
   */
  async removeFollows(manager: EntityManager, pairs: [string, string][], meta: EventMeta): Promise<number> {
    let removed = 0;
    for (const [followerId, followingId] of pairs) {
      const deleted = await manager.query<[unknown[], number]>(
        `DELETE FROM ${this.tables.follows} WHERE follower_id = $1 AND following_id = $2 RETURNING follower_id`,
        [followerId, followingId],
      );
      if (deleted[1] === 0) continue;
      removed += 1;
      const event: FollowChangedV1 = { followerId, followingId };
      await this.outbox.append(manager, EVENTS.auth.unfollowed, event, meta);
    }
    return removed;
  }

  async state(caller: CallerIdentity, userId: string): Promise<FollowStateDto> {
    const { isFollowing } = await this.graph.relation(caller.userId, userId);
    return { isFollowing };
  }

  /**
   * A page of a skater's followers or of whom they follow, newest first. Others see it only when the
   * owner's privacy lets them (Show Followers on, and a public profile or the caller following).
   */
  async list(caller: CallerIdentity, request: FollowListRequest): Promise<UserPageDto> {
    const owner = await this.users.findActive(request.id);
    if (!owner) throw profileNotFound();
    if (owner.id !== caller.userId) {
      const [privacy, relation] = await Promise.all([
        this.preferences.privacyOf(owner.id),
        this.graph.relation(caller.userId, owner.id),
      ]);
      const visibility = profileVisibility(privacy, {
        isOwner: false,
        isFollower: relation.isFollowing,
        blockedEitherWay: relation.callerBlocked || relation.blockedCaller,
      });
      if (!visibility.followers) throw forbidden(FOLLOW_MESSAGES.listHidden);
    }
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
         JOIN ${this.tables.users} u ON u.id = f.${other} AND u.deactivated_at IS NULL
        WHERE f.${self} = $1
          AND ($2::timestamptz IS NULL OR (f.created_at, f.${other}) < ($2::timestamptz, $3::uuid))
        ORDER BY f.created_at DESC, f.${other} DESC
        LIMIT $4`,
      [owner.id, cursor?.createdAt ?? null, cursor?.userId ?? null, limit + 1],
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
