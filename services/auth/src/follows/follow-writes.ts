import { EVENTS, type FollowChangedV1 } from '@boonies/contracts';
import type { EventMeta, Outbox } from '@boonies/messaging';
import type { EntityManager } from 'typeorm';
import type { AuthTables } from '../database/auth-tables';
import { lockPair } from './social-graph.service';

type Tables = Pick<AuthTables, 'follows' | 'followRequests' | 'blocks'>;

/**
 * The writes that change who follows whom, each announced through the outbox in the caller's transaction.
 * Only approved follows become `followed` events, so every projection of follows holds approved ones only.
 */
export class FollowWrites {
  constructor(
    private readonly outbox: Outbox,
    private readonly tables: Tables,
  ) {}

  /** Adds the follow unless it exists; announces it when added. The caller holds the pair's lock. */
  async follow(
    manager: EntityManager,
    followerId: string,
    followingId: string,
    meta: EventMeta,
  ): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO ${this.tables.follows} (follower_id, following_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING follower_id`,
      [followerId, followingId],
    );
    if (inserted.length === 0) return false;
    const event: FollowChangedV1 = { followerId, followingId };
    await this.outbox.append(manager, EVENTS.auth.followed, event, meta);
    return true;
  }

  /** Records a request to follow a private profile and tells its owner; false when one is already pending. */
  async request(
    manager: EntityManager,
    requesterId: string,
    targetId: string,
    meta: EventMeta,
  ): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO ${this.tables.followRequests} (requester_id, target_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING requester_id`,
      [requesterId, targetId],
    );
    if (inserted.length === 0) return false;
    const event: FollowChangedV1 = { followerId: requesterId, followingId: targetId };
    await this.outbox.append(manager, EVENTS.auth.followRequested, event, meta);
    return true;
  }

  /** Withdraws (or declines) a pending request; nothing to announce, as no follow existed. */
  async dropRequest(manager: EntityManager, requesterId: string, targetId: string): Promise<boolean> {
    const [, removed] = await manager.query<[unknown[], number]>(
      `DELETE FROM ${this.tables.followRequests} WHERE requester_id = $1 AND target_id = $2 RETURNING requester_id`,
      [requesterId, targetId],
    );
    return removed > 0;
  }

  /**
   * Turns a pending request into a follow. Takes the pair's lock first (as follows and blocks do), so a
   * block cannot interleave; false when no request was pending.
   */
  async approve(
    manager: EntityManager,
    requesterId: string,
    targetId: string,
    meta: EventMeta,
  ): Promise<boolean> {
    await lockPair(manager, requesterId, targetId);
    if (!(await this.dropRequest(manager, requesterId, targetId))) return false;
    await this.follow(manager, requesterId, targetId, meta);
    return true;
  }

  /** Approves every request pending for the owner: a profile made public again has no one left waiting. */
  async approveAll(manager: EntityManager, targetId: string, meta: EventMeta): Promise<number> {
    const pending = await manager.query<{ requester_id: string }[]>(
      `SELECT requester_id FROM ${this.tables.followRequests} WHERE target_id = $1 ORDER BY created_at`,
      [targetId],
    );
    let approved = 0;
    for (const { requester_id } of pending) {
      if (await this.approve(manager, requester_id, targetId, meta)) approved += 1;
    }
    return approved;
  }

  /** Deletes the given follows that exist and announces each removed one. Returns how many there were. */
  async unfollow(manager: EntityManager, pairs: [string, string][], meta: EventMeta): Promise<number> {
    let removed = 0;
    for (const [followerId, followingId] of pairs) {
      const [, deleted] = await manager.query<[unknown[], number]>(
        `DELETE FROM ${this.tables.follows} WHERE follower_id = $1 AND following_id = $2 RETURNING follower_id`,
        [followerId, followingId],
      );
      if (deleted === 0) continue;
      removed += 1;
      const event: FollowChangedV1 = { followerId, followingId };
      await this.outbox.append(manager, EVENTS.auth.unfollowed, event, meta);
    }
    return removed;
  }
}
