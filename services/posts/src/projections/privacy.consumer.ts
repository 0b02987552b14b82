import { BlockChangedV1, EVENTS, PreferencesChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { blockProjection, privacyProjection } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PRIVACY_SETTINGS, postsTables } from '../database/posts-tables';

/**
 * Keeps the Public Profile switches and the blocks the feeds enforce. Each row keeps the time of its latest
 * change, so events delivered out of order end as the later one says.
 */
@Injectable()
export class PrivacyConsumer {
  private readonly settings;
  private readonly blocks;

  constructor(dataSource: DataSource) {
    const { preferences, blocks } = postsTables(dataSource);
    this.settings = privacyProjection(preferences, PRIVACY_SETTINGS);
    this.blocks = blockProjection(blocks);
  }

  @EventHandler(EVENTS.auth.preferencesChanged, PreferencesChangedV1)
  async onPreferencesChanged(
    change: PreferencesChangedV1,
    { manager }: EventContext<PreferencesChangedV1>,
  ): Promise<void> {
    await this.settings.apply(manager, change);
  }

  @EventHandler(EVENTS.auth.blocked, BlockChangedV1)
  @EventHandler(EVENTS.auth.unblocked, BlockChangedV1)
  async onBlockChanged(block: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    await this.blocks.apply(block, context);
  }
}
