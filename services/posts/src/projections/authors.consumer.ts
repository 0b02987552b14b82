import { EVENTS, UserProfileChangedV1, UsersImportedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { userProjection } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postsTables } from '../database/posts-tables';

/**
 * Keeps `authors` in step with the auth service's accounts. A revision is applied only when newer than the
 * stored one, so a late or repeated event never rolls a profile back. An event without an email keeps the
 * one already known. A suspension is kept as its end and compared with the clock, so it lapses by itself.
 */
@Injectable()
export class AuthorsHandlers {
  private readonly authors;

  constructor(dataSource: DataSource) {
    this.authors = userProjection({
      table: postsTables(dataSource).authors,
      columns: [
        'username',
        'display_name',
        'profile_picture',
        'pro_status',
        'amateur_status',
        'flow_status',
        'is_brand',
        'is_admin',
        'is_trusted',
        'is_active',
        'email',
        'suspended_until',
      ],
      keepWhenNull: ['email'],
    });
  }

  @EventHandler(EVENTS.auth.userRegistered, UserProfileChangedV1)
  @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    await this.authors.apply(manager, user);
  }

  @EventHandler(EVENTS.auth.usersImported, UsersImportedV1)
  async onImported(imported: UsersImportedV1, { manager }: EventContext<UsersImportedV1>): Promise<void> {
    await this.authors.applyMany(manager, imported.users);
  }
}
