import {
  type FollowAnsweredV1,
  type FollowChangedV1,
  type FollowRequestOutcome,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FollowRequestsRepository } from '../follow-requests/follow-requests.repository';
import { FollowsRepository } from './follows.repository';
import { SocialGraphRepository } from './social-graph.repository';

/**
 * The writes that change who follows whom, each announced through the outbox in the caller's transaction.
 * Only approved follows become `followed` events, so every projection of follows holds approved ones only.
 */
@Injectable()
export class FollowWrites {
  constructor(
    private readonly outbox: Outbox,
    private readonly follows: FollowsRepository,
    private readonly requests: FollowRequestsRepository,
    private readonly graph: SocialGraphRepository,
  ) {}

  /** Adds the follow unless it exists; announces it when added. The caller holds the pair's lock. */
  async follow(
    manager: EntityManager,
    followerId: string,
    followingId: string,
    meta: EventMeta,
  ): Promise<boolean> {
    if (!(await this.follows.insert(manager, followerId, followingId))) return false;
    const event: FollowChangedV1 = { followerId, followingId };
    await this.outbox.append(manager, SOCIAL_EVENTS.followed, event, meta);
    return true;
  }

  /** Records a request to follow a private profile and tells its owner; false when one is already pending. */
  async request(
    manager: EntityManager,
    requesterId: string,
    targetId: string,
    meta: EventMeta,
  ): Promise<boolean> {
    if (!(await this.requests.insert(manager, requesterId, targetId))) return false;
    const event: FollowChangedV1 = { followerId: requesterId, followingId: targetId };
    await this.outbox.append(manager, SOCIAL_EVENTS.followRequested, event, meta);
    return true;
  }

  /**
   * Ends a pending request (approved, declined, withdrawn or cut by a block) and announces how, so the
   * owner's notification of it goes; false, and nothing announced, when none was pending.
   */
  async endRequest(
    manager: EntityManager,
    requesterId: string,
    targetId: string,
    outcome: FollowRequestOutcome,
    meta: EventMeta,
  ): Promise<boolean> {
    if (!(await this.requests.delete(manager, requesterId, targetId))) return false;
    const event: FollowAnsweredV1 = { followerId: requesterId, followingId: targetId, outcome };
    await this.outbox.append(manager, SOCIAL_EVENTS.followAnswered, event, meta);
    return true;
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
    await this.graph.lockPair(manager, requesterId, targetId);
    if (!(await this.endRequest(manager, requesterId, targetId, 'approved', meta))) return false;
    await this.follow(manager, requesterId, targetId, meta);
    return true;
  }

  /** Approves every request pending for the owner: a profile made public again has no one left waiting. */
  async approveAll(manager: EntityManager, targetId: string, meta: EventMeta): Promise<number> {
    const pending = await this.requests.requesterIds(manager, targetId);
    let approved = 0;
    for (const requesterId of pending) {
      if (await this.approve(manager, requesterId, targetId, meta)) approved += 1;
    }
    return approved;
  }

  /** Deletes the given follows that exist and announces each removed one. Returns how many there were. */
  async unfollow(manager: EntityManager, pairs: [string, string][], meta: EventMeta): Promise<number> {
    let removed = 0;
    for (const [followerId, followingId] of pairs) {
      if (!(await this.follows.delete(manager, followerId, followingId))) continue;
      removed += 1;
      const event: FollowChangedV1 = { followerId, followingId };
      await this.outbox.append(manager, SOCIAL_EVENTS.unfollowed, event, meta);
    }
    return removed;
  }
}
