import { AUTH_EVENTS } from '@boonies/contracts/auth';
import type {
  BlockChangedV1,
  FollowAnsweredV1,
  FollowChangedV1,
  PreferencesChangedV1,
} from '@boonies/contracts/social';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BlocksRepository } from '../blocks/blocks.repository';
import { FollowRequestsRepository } from '../follow-requests/follow-requests.repository';
import { FollowsRepository } from '../follows/follows.repository';
import { SocialGraphRepository } from '../follows/social-graph.repository';
import { PreferencesRepository } from '../preferences/preferences.repository';
import { OwnEventsRepository } from './own-events.repository';

/**
 * Takes in the follows, requests, blocks and preferences an old auth instance still wrote during a rolling
 * update, after this service imported auth's rows (import-from-auth): such an instance announces the
 * change natively under its old `events.auth.*` subject, with an id of its own, and nothing else would bring
 * it here. The copies auth republishes of this service's own events carry their outbox row's id and are
 * skipped. Applied quietly, announcing nothing: every reader already had the auth event. Removed with
 * auth's bridge when those subjects retire after 2027-03-31.
 */
@Injectable()
export class AuthIntakeConsumer {
  constructor(
    private readonly ownEvents: OwnEventsRepository,
    private readonly follows: FollowsRepository,
    private readonly requests: FollowRequestsRepository,
    private readonly blocks: BlocksRepository,
    private readonly graph: SocialGraphRepository,
    private readonly preferences: PreferencesRepository,
  ) {}

  @EventHandler(AUTH_EVENTS.followed)
  async onFollowed(change: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    await this.applyToPair(context, change.followerId, change.followingId, (manager) =>
      this.follows.insert(manager, change.followerId, change.followingId),
    );
  }

  @EventHandler(AUTH_EVENTS.unfollowed)
  async onUnfollowed(change: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    await this.applyToPair(context, change.followerId, change.followingId, (manager) =>
      this.follows.delete(manager, change.followerId, change.followingId),
    );
  }

  @EventHandler(AUTH_EVENTS.followRequested)
  async onFollowRequested(change: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    await this.applyToPair(context, change.followerId, change.followingId, (manager) =>
      this.requests.insert(manager, change.followerId, change.followingId),
    );
  }

  /** Any outcome ends the request; an approval also arrives as `followed`, which adds the follow. */
  @EventHandler(AUTH_EVENTS.followAnswered)
  async onFollowAnswered(change: FollowAnsweredV1, context: EventContext<FollowAnsweredV1>): Promise<void> {
    await this.applyToPair(context, change.followerId, change.followingId, (manager) =>
      this.requests.delete(manager, change.followerId, change.followingId),
    );
  }

  /** As this service's own block: the block, and no follow or pending request left either way. */
  @EventHandler(AUTH_EVENTS.blocked)
  async onBlocked(change: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    const { blockerId, blockedId } = change;
    await this.applyToPair(context, blockerId, blockedId, async (manager) => {
      await this.blocks.insert(manager, blockerId, blockedId);
      for (const [a, b] of [
        [blockerId, blockedId],
        [blockedId, blockerId],
      ]) {
        await this.follows.delete(manager, a, b);
        await this.requests.delete(manager, a, b);
      }
    });
  }

  @EventHandler(AUTH_EVENTS.unblocked)
  async onUnblocked(change: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    await this.applyToPair(context, change.blockerId, change.blockedId, (manager) =>
      this.blocks.delete(manager, change.blockerId, change.blockedId),
    );
  }

  /** Saved only over older settings; the accessibility and theme choices the event lacks stay as stored. */
  @EventHandler(AUTH_EVENTS.preferencesChanged)
  async onPreferencesChanged(
    change: PreferencesChangedV1,
    { envelope, manager }: EventContext<PreferencesChangedV1>,
  ): Promise<void> {
    if (await this.ownEvents.wroteEvent(manager, envelope.id)) return;
    await this.preferences.saveIfNewer(manager, change);
  }

  /** Applies a change between two users under the pair's lock, unless the event is this service's own. */
  private async applyToPair(
    { envelope, manager }: EventContext<object>,
    a: string,
    b: string,
    apply: (manager: EntityManager) => Promise<unknown>,
  ): Promise<void> {
    if (await this.ownEvents.wroteEvent(manager, envelope.id)) return;
    await this.graph.lockPair(manager, a, b);
    await apply(manager);
  }
}
