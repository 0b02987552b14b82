import { EVENTS, UserProfileChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminTables } from '../database/admin-tables';

/** Keeps account names from the auth service's profile events; a late or repeated one never rolls back. */
@Injectable()
export class PeopleHandlers {
  private readonly upsert: string;

  constructor(dataSource: DataSource) {
    this.upsert = `
      INSERT INTO ${adminTables(dataSource).people} AS p (user_id, username, updated_at)
      VALUES ($1, $2, $3)
      ON CONFLICT (user_id) DO UPDATE SET username = EXCLUDED.username, updated_at = EXCLUDED.updated_at
      WHERE p.updated_at < EXCLUDED.updated_at`;
  }

  @EventHandler(EVENTS.auth.userRegistered, UserProfileChangedV1)
  @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    await manager.query(this.upsert, [user.userId, user.username, user.updatedAt]);
  }
}
