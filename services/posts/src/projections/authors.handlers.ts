import { EVENTS, UserProfileChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postsTables } from '../database/posts-tables';

/**
 * Keeps `authors` in step with the auth service's accounts. A revision is applied only when newer than the
 * stored one, so a late or repeated event never rolls a profile back. An event without an email keeps the
 * one already known.
 */
@Injectable()
export class AuthorsHandlers {
  private readonly upsert: string;

  constructor(dataSource: DataSource) {
    this.upsert = `
      INSERT INTO ${postsTables(dataSource).authors} AS a (user_id, username, display_name, avatar_url,
             pro_status, amateur_status, flow_status, is_brand, is_admin, is_trusted, is_active, email, updated_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
      ON CONFLICT (user_id) DO UPDATE SET
        username = EXCLUDED.username,
        display_name = EXCLUDED.display_name,
        avatar_url = EXCLUDED.avatar_url,
        pro_status = EXCLUDED.pro_status,
        amateur_status = EXCLUDED.amateur_status,
        flow_status = EXCLUDED.flow_status,
        is_brand = EXCLUDED.is_brand,
        is_admin = EXCLUDED.is_admin,
        is_trusted = EXCLUDED.is_trusted,
        is_active = EXCLUDED.is_active,
        email = COALESCE(EXCLUDED.email, a.email),
        updated_at = EXCLUDED.updated_at
      WHERE a.updated_at < EXCLUDED.updated_at`;
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
      user.displayName ?? null,
      user.profilePicture ?? null,
      user.proStatus,
      user.amateurStatus,
      user.flowStatus,
      user.isBrand,
      user.isAdmin,
      user.isTrusted,
      user.isActive,
      user.email ?? null,
      user.updatedAt,
    ]);
  }
}
