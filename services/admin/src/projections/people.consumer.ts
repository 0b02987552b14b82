import { AUTH_EVENTS } from '@boonies/contracts/auth';
import {
  BlockChangedV1,
  FollowChangedV1,
  PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { type EventContext, EventHandler } from '@boonies/messaging';
import {
  blockProjection,
  followProjection,
  privacyProjection,
  tablePaths,
  UserCopyConsumer,
} from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BLOCKS } from './entities/block.entity';
import { FOLLOWS } from './entities/follow.entity';
import { PEOPLE } from './entities/person.entity';
import { PRIVACY_SETTINGS } from './entities/privacy-settings.entity';

/**
 * Keeps the accounts (see `UserCopyConsumer`) and the facts the access policy reads for who is coming to an
 * event: blocks, approved follows and Public Profile, each newest-wins.
 */
@Injectable()
export class PeopleConsumer extends UserCopyConsumer {
  private readonly blocks;
  private readonly follows;
  private readonly preferences;

  constructor(dataSource: DataSource) {
    super(dataSource, PEOPLE);
    const t = tablePaths(dataSource, { blocks: BLOCKS, follows: FOLLOWS, preferences: PRIVACY_SETTINGS });
    this.blocks = blockProjection(t.blocks);
    this.follows = followProjection(t.follows);
    this.preferences = privacyProjection(t.preferences, PRIVACY_SETTINGS);
  }

  @EventHandler(SOCIAL_EVENTS.blocked)
  @EventHandler(SOCIAL_EVENTS.unblocked)
  @EventHandler(AUTH_EVENTS.blocked)
  @EventHandler(AUTH_EVENTS.unblocked)
  async onBlockChanged(block: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    await this.blocks.apply(block, context);
  }

  @EventHandler(SOCIAL_EVENTS.followed)
  @EventHandler(SOCIAL_EVENTS.unfollowed)
  @EventHandler(AUTH_EVENTS.followed)
  @EventHandler(AUTH_EVENTS.unfollowed)
  async onFollowChanged(follow: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    await this.follows.apply(follow, context);
  }

  @EventHandler(SOCIAL_EVENTS.preferencesChanged)
  @EventHandler(AUTH_EVENTS.preferencesChanged)
  async onPreferencesChanged(
    change: PreferencesChangedV1,
    { manager }: EventContext<PreferencesChangedV1>,
  ): Promise<void> {
    await this.preferences.apply(manager, change);
  }
}
