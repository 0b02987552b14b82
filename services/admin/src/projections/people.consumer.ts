import { EVENTS, UserProfileChangedV1, UsersImportedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { userProjection } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminTables } from '../database/admin-tables';

/** Keeps account names from the auth service's profile events; a late or repeated one never rolls back. */
@Injectable()
export class PeopleConsumer {
  private readonly people;

  constructor(dataSource: DataSource) {
    this.people = userProjection({ table: adminTables(dataSource).people, columns: ['username'] });
  }

  @EventHandler(EVENTS.auth.userRegistered, UserProfileChangedV1)
  @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    await this.people.apply(manager, user);
  }

  @EventHandler(EVENTS.auth.usersImported, UsersImportedV1)
  async onImported(imported: UsersImportedV1, { manager }: EventContext<UsersImportedV1>): Promise<void> {
    await this.people.applyMany(manager, imported.users);
  }
}
