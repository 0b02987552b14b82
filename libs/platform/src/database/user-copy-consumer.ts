import { AUTH_EVENTS, UserProfileChangedV1, UsersImportedV1 } from '@boonies/contracts/auth';
import { type EventContext, EventHandler } from '@boonies/messaging';
import type { DataSource, EntityManager } from 'typeorm';
import { type UserCopyTable, type UserProjection, userProjection } from './user-projection';

/**
 * Keeps a service's copy of the accounts (its {@link UserCopyTable}) from the auth service's
 * `user-registered`, `user-updated` and `users-imported` events. A revision is applied only when newer than
 * the stored one, so a late or repeated event never rolls a profile back. A service's consumer extends it
 * and adds its other handlers; {@link usersWritten} is its hook for what follows a written account.
 */
export abstract class UserCopyConsumer {
  private readonly users: UserProjection;

  protected constructor(dataSource: DataSource, table: UserCopyTable) {
    this.users = userProjection({
      table: dataSource.getMetadata(table).tablePath,
      columns: table.columns,
      keepWhenNull: table.keepWhenNull,
    });
  }

  @EventHandler(AUTH_EVENTS.userRegistered)
  @EventHandler(AUTH_EVENTS.userUpdated)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    if (await this.users.apply(manager, user)) await this.usersWritten(manager, [user.userId]);
  }

  @EventHandler(AUTH_EVENTS.usersImported)
  async onImported(imported: UsersImportedV1, { manager }: EventContext<UsersImportedV1>): Promise<void> {
    const written = await this.users.applyMany(manager, imported.users);
    if (written.length > 0) await this.usersWritten(manager, written);
  }

  /** Called in the event's transaction with the accounts just written (not those a newer revision kept). */
  protected async usersWritten(_manager: EntityManager, _userIds: readonly string[]): Promise<void> {}
}
