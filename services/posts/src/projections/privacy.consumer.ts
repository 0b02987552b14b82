import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { isEventType } from '@boonies/contracts/auth';
import { BlockChangedV1, PreferencesChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { blockProjection, privacyProjection, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BLOCKS } from './entities/block.entity';
import { PRIVACY_SETTINGS } from './entities/privacy-settings.entity';
import { ReactionsRepository } from '../reactions/reactions.repository';

/**
 * Keeps the Public Profile switches and the blocks the feeds enforce. Each row keeps the time of its latest
 * change, so events delivered out of order end as the later one says. A block that takes effect also takes
 * back the reactions between the two, both ways, as it ends their follows: neither may act on the other's
 * posts any more, so a reaction given before must not keep counting or showing. An unblock gives none back.
 */
@Injectable()
export class PrivacyConsumer {
  private readonly settings;
  private readonly blocks;

  constructor(
    dataSource: DataSource,
    private readonly reactions: ReactionsRepository,
  ) {
    const { preferences, blocks } = tablePaths(dataSource, { preferences: PRIVACY_SETTINGS, blocks: BLOCKS });
    this.settings = privacyProjection(preferences, PRIVACY_SETTINGS);
    this.blocks = blockProjection(blocks);
  }

  @EventHandler(SOCIAL_EVENTS.preferencesChanged)
  @EventHandler(AUTH_EVENTS.preferencesChanged)
  async onPreferencesChanged(
    change: PreferencesChangedV1,
    { manager }: EventContext<PreferencesChangedV1>,
  ): Promise<void> {
    await this.settings.apply(manager, change);
  }

  @EventHandler(SOCIAL_EVENTS.blocked)
  @EventHandler(SOCIAL_EVENTS.unblocked)
  @EventHandler(AUTH_EVENTS.blocked)
  @EventHandler(AUTH_EVENTS.unblocked)
  async onBlockChanged(block: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    const applied = await this.blocks.apply(block, context);
    if (applied && isEventType(context.envelope.type, SOCIAL_EVENTS.blocked))
      await this.reactions.removeBetween(context.manager, block.blockerId, block.blockedId);
  }
}
