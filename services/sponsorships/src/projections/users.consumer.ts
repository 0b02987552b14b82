import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { BlockChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { blockProjection, tablePaths, UserCopyConsumer } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BLOCKS } from './entities/block.entity';
import { USERS } from './entities/user.entity';

/**
 * Keeps the users (see `UserCopyConsumer`) and blocks projections from the auth and social services'
 * events. A change is applied only when newer than the stored one, so a late or repeated event never rolls
 * anything back.
 */
@Injectable()
export class UsersConsumer extends UserCopyConsumer {
  private readonly blocks;

  constructor(dataSource: DataSource) {
    super(dataSource, USERS);
    this.blocks = blockProjection(tablePaths(dataSource, { blocks: BLOCKS }).blocks);
  }

  @EventHandler(SOCIAL_EVENTS.blocked)
  @EventHandler(SOCIAL_EVENTS.unblocked)
  @EventHandler(AUTH_EVENTS.blocked)
  @EventHandler(AUTH_EVENTS.unblocked)
  async onBlockChanged(block: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    await this.blocks.apply(block, context);
  }
}
