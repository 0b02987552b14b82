import { BlockChangedV1, EVENTS, PreferencesChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postsTables } from '../database/posts-tables';

/**
 * Keeps the Public Profile switches and the blocks the feeds enforce. Each row keeps the time of its latest
 * change, so events delivered out of order end as the later one says.
 */
@Injectable()
export class PrivacyHandlers {
  private readonly upsertSetting: string;
  private readonly upsertBlock: string;

  constructor(dataSource: DataSource) {
    const { preferences, blocks } = postsTables(dataSource);
    this.upsertSetting = `
      INSERT INTO ${preferences} AS p (user_id, public_profile, updated_at) VALUES ($1, $2, $3)
      ON CONFLICT (user_id) DO UPDATE
        SET public_profile = EXCLUDED.public_profile, updated_at = EXCLUDED.updated_at
      WHERE p.updated_at < EXCLUDED.updated_at`;
    this.upsertBlock = `
      INSERT INTO ${blocks} AS b (blocker_id, blocked_id, is_blocking, changed_at) VALUES ($1, $2, $3, $4)
      ON CONFLICT (blocker_id, blocked_id) DO UPDATE
        SET is_blocking = EXCLUDED.is_blocking, changed_at = EXCLUDED.changed_at
      WHERE b.changed_at < EXCLUDED.changed_at`;
  }

  @EventHandler(EVENTS.auth.preferencesChanged, PreferencesChangedV1)
  async onPreferencesChanged(
    change: PreferencesChangedV1,
    { manager }: EventContext<PreferencesChangedV1>,
  ): Promise<void> {
    await manager.query(this.upsertSetting, [change.userId, change.privacy.publicProfile, change.updatedAt]);
  }

  @EventHandler(EVENTS.auth.blocked, BlockChangedV1)
  onBlocked(block: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    return this.applyBlock(block, true, context);
  }

  @EventHandler(EVENTS.auth.unblocked, BlockChangedV1)
  onUnblocked(block: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    return this.applyBlock(block, false, context);
  }

  private async applyBlock(
    block: BlockChangedV1,
    isBlocking: boolean,
    { manager, envelope }: EventContext<BlockChangedV1>,
  ): Promise<void> {
    await manager.query(this.upsertBlock, [
      block.blockerId,
      block.blockedId,
      isBlocking,
      envelope.occurredAt,
    ]);
  }
}
