import { AUTH_EVENTS } from '@boonies/contracts/auth';
import {
  BlockChangedV1,
  FollowChangedV1,
  PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { blockProjection, followProjection, privacyProjection, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { afterCommit } from '../database/after-commit';
import { BLOCKS } from './entities/block.entity';
import { FOLLOWS } from './entities/follow.entity';
import { PRIVACY_SETTINGS } from './entities/privacy-settings.entity';
import { LeaderboardCache } from '../leaderboard/leaderboard-cache';

/**
 * Keeps the privacy switches, follows and blocks the access policy reads. Each row keeps the time of its
 * latest change, so events delivered out of order end as the later one says, and a repeat changes nothing.
 */
@Injectable()
export class PrivacyConsumer {
  private readonly settings;
  private readonly follows;
  private readonly blocks;

  constructor(
    dataSource: DataSource,
    private readonly leaderboard: LeaderboardCache,
  ) {
    const t = tablePaths(dataSource, { preferences: PRIVACY_SETTINGS, follows: FOLLOWS, blocks: BLOCKS });
    this.settings = privacyProjection(t.preferences, PRIVACY_SETTINGS);
    this.follows = followProjection(t.follows);
    this.blocks = blockProjection(t.blocks);
  }

  @EventHandler(SOCIAL_EVENTS.preferencesChanged)
  @EventHandler(AUTH_EVENTS.preferencesChanged)
  async onPreferencesChanged(
    change: PreferencesChangedV1,
    { manager }: EventContext<PreferencesChangedV1>,
  ): Promise<void> {
    const applied = await this.settings.apply(manager, change);
    // Show Progress and Appear on the Leaderboard decide who the shared board shows.
    if (applied) afterCommit(manager, () => this.leaderboard.invalidate());
  }

  // Follows and blocks change only what one viewer sees: the leaderboard applies them per request, so the
  // shared board stays as it is.
  @EventHandler(SOCIAL_EVENTS.followed)
  @EventHandler(SOCIAL_EVENTS.unfollowed)
  @EventHandler(AUTH_EVENTS.followed)
  @EventHandler(AUTH_EVENTS.unfollowed)
  async onFollowChanged(follow: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    await this.follows.apply(follow, context);
  }

  @EventHandler(SOCIAL_EVENTS.blocked)
  @EventHandler(SOCIAL_EVENTS.unblocked)
  @EventHandler(AUTH_EVENTS.blocked)
  @EventHandler(AUTH_EVENTS.unblocked)
  async onBlockChanged(block: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    await this.blocks.apply(block, context);
  }
}
