import { EVENTS, UserProfileChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sponsorshipTables } from '../database/sponsorship-tables';

/**
 * Keeps the users projection from the auth service's profile events. A change is applied only when newer
 * than the stored one, so a late or repeated event never rolls a profile back.
 */
@Injectable()
export class UsersHandlers {
  private readonly upsert: string;

  constructor(dataSource: DataSource) {
    this.upsert = `
      INSERT INTO ${sponsorshipTables(dataSource).users} AS u (user_id, username, profile_picture, pro_status,
             amateur_status, flow_status, is_brand, is_active, updated_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      ON CONFLICT (user_id) DO UPDATE SET
        username = EXCLUDED.username,
        profile_picture = EXCLUDED.profile_picture,
        pro_status = EXCLUDED.pro_status,
        amateur_status = EXCLUDED.amateur_status,
        flow_status = EXCLUDED.flow_status,
        is_brand = EXCLUDED.is_brand,
        is_active = EXCLUDED.is_active,
        updated_at = EXCLUDED.updated_at
      WHERE u.updated_at < EXCLUDED.updated_at`;
  }

  @EventHandler(EVENTS.auth.userRegistered, UserProfileChangedV1)
  @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    await manager.query(this.upsert, [
      user.userId,
      user.username,
      user.profilePicture ?? null,
      user.proStatus,
      user.amateurStatus,
      user.flowStatus,
      user.isBrand,
      user.isActive,
      user.updatedAt,
    ]);
  }
}
