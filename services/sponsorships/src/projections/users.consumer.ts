import { BlockChangedV1, EVENTS, UserProfileChangedV1, UsersImportedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { blockProjection, userProjection } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sponsorshipTables } from '../database/sponsorship-tables';

/**
 * Keeps the users and blocks projections from the auth service's events. A change is applied only when
 * newer than the stored one, so a late or repeated event never rolls anything back.
 */
@Injectable()
export class UsersConsumer {
  private readonly users;
  private readonly blocks;

  constructor(dataSource: DataSource) {
    const t = sponsorshipTables(dataSource);
    this.users = userProjection({
      table: t.users,
      columns: [
        'username',
        'profile_picture',
        'pro_status',
        'amateur_status',
        'flow_status',
        'is_brand',
        'is_active',
        'suspended_until',
      ],
    });
    this.blocks = blockProjection(t.blocks);
  }

  @EventHandler(EVENTS.auth.userRegistered, UserProfileChangedV1)
  @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    await this.users.apply(manager, user);
  }

  @EventHandler(EVENTS.auth.usersImported, UsersImportedV1)
  async onImported(imported: UsersImportedV1, { manager }: EventContext<UsersImportedV1>): Promise<void> {
    await this.users.applyMany(manager, imported.users);
  }

  @EventHandler(EVENTS.auth.blocked, BlockChangedV1)
  @EventHandler(EVENTS.auth.unblocked, BlockChangedV1)
  async onBlockChanged(block: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    await this.blocks.apply(block, context);
  }
}
