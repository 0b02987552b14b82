import {
  BlockChangedV1,
  EVENTS,
  PreferencesChangedV1,
  TrickChangedV1,
  UserProfileChangedV1,
} from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { serviceTables } from '../database/service-tables';

/**
 * Keeps this service's copies of other services' data. Each applies a change only when it is newer than
 * the stored one, so a late or repeated event never rolls anything back.
 */
@Injectable()
export class ProjectionsHandlers {
  private readonly sql: { user: string; preferences: string; block: string; trickName: string };

  constructor(dataSource: DataSource) {
    const t = serviceTables(dataSource);
    this.sql = {
      user: `
        INSERT INTO ${t.users} AS u (user_id, username, display_name, profile_picture, pro_status,
               amateur_status, flow_status, is_brand, is_active, updated_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
        ON CONFLICT (user_id) DO UPDATE SET
          username = EXCLUDED.username,
          display_name = EXCLUDED.display_name,
          profile_picture = EXCLUDED.profile_picture,
          pro_status = EXCLUDED.pro_status,
          amateur_status = EXCLUDED.amateur_status,
          flow_status = EXCLUDED.flow_status,
          is_brand = EXCLUDED.is_brand,
          is_active = EXCLUDED.is_active,
          updated_at = EXCLUDED.updated_at
        WHERE u.updated_at < EXCLUDED.updated_at`,
      preferences: `
        INSERT INTO ${t.preferences} AS p (user_id, allow_messages, notify_posts, notify_messages,
               notify_verifications, notify_sponsorships, updated_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7)
        ON CONFLICT (user_id) DO UPDATE SET
          allow_messages = EXCLUDED.allow_messages,
          notify_posts = EXCLUDED.notify_posts,
          notify_messages = EXCLUDED.notify_messages,
          notify_verifications = EXCLUDED.notify_verifications,
          notify_sponsorships = EXCLUDED.notify_sponsorships,
          updated_at = EXCLUDED.updated_at
        WHERE p.updated_at < EXCLUDED.updated_at`,
      // Block events carry no time of their own: the envelope's orders them. On a tie the later
      // delivery wins, which is the more likely to be the later action.
      block: `
        INSERT INTO ${t.blocks} AS b (blocker_id, blocked_id, active, changed_at) VALUES ($1, $2, $3, $4)
        ON CONFLICT (blocker_id, blocked_id) DO UPDATE SET active = EXCLUDED.active, changed_at = EXCLUDED.changed_at
        WHERE b.changed_at <= EXCLUDED.changed_at`,
      trickName: `
        INSERT INTO ${t.trickNames} AS n (trick_id, name, changed_at) VALUES ($1, $2, $3)
        ON CONFLICT (trick_id) DO UPDATE SET name = EXCLUDED.name, changed_at = EXCLUDED.changed_at
        WHERE n.changed_at < EXCLUDED.changed_at`,
    };
  }

  @EventHandler(EVENTS.auth.userRegistered, UserProfileChangedV1)
  @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    await manager.query(this.sql.user, [
      user.userId,
      user.username,
      user.displayName ?? null,
      user.profilePicture ?? null,
      user.proStatus,
      user.amateurStatus,
      user.flowStatus,
      user.isBrand,
      user.isActive,
      user.updatedAt,
    ]);
  }

  @EventHandler(EVENTS.auth.preferencesChanged, PreferencesChangedV1)
  async onPreferencesChanged(
    preferences: PreferencesChangedV1,
    { manager }: EventContext<PreferencesChangedV1>,
  ): Promise<void> {
    const { notifications, privacy } = preferences;
    await manager.query(this.sql.preferences, [
      preferences.userId,
      privacy.allowMessages,
      notifications.posts,
      notifications.messages,
      notifications.verifications,
      notifications.sponsorships,
      preferences.updatedAt,
    ]);
  }

  @EventHandler(EVENTS.auth.blocked, BlockChangedV1)
  async onBlocked(block: BlockChangedV1, { manager, envelope }: EventContext<BlockChangedV1>): Promise<void> {
    await manager.query(this.sql.block, [block.blockerId, block.blockedId, true, envelope.occurredAt]);
  }

  @EventHandler(EVENTS.auth.unblocked, BlockChangedV1)
  async onUnblocked(
    block: BlockChangedV1,
    { manager, envelope }: EventContext<BlockChangedV1>,
  ): Promise<void> {
    await manager.query(this.sql.block, [block.blockerId, block.blockedId, false, envelope.occurredAt]);
  }

  @EventHandler(EVENTS.tricks.trickChanged, TrickChangedV1)
  async onTrickChanged(
    trick: TrickChangedV1,
    { manager, envelope }: EventContext<TrickChangedV1>,
  ): Promise<void> {
    await manager.query(this.sql.trickName, [trick.trickId, trick.name, envelope.occurredAt]);
  }
}
