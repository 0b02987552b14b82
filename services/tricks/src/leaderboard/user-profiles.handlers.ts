import { EVENTS, UserProfileChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { afterCommit } from '../database/after-commit';
import { tricksTables } from '../database/tricks-tables';
import { LeaderboardCache } from './leaderboard-cache';

/**
 * Keeps `leaderboard_users` in step with the auth service's accounts: names, avatars, statuses, the brand
 * flag, deactivation and a moderator's suspension. Revisions are applied only when newer than the stored
 * one, so a late or repeated event never rolls a profile back. Every account also gets its (zero) score row,
 * so it ranks from the start.
 */
@Injectable()
export class UserProfilesHandlers {
  private readonly upsertProfile: string;
  private readonly ensureScore: string;

  constructor(
    dataSource: DataSource,
    private readonly leaderboard: LeaderboardCache,
  ) {
    const { leaderboardUsers, userScores } = tricksTables(dataSource);
    this.upsertProfile = `
      INSERT INTO ${leaderboardUsers} AS u (user_id, username, display_name, avatar_url, pro_status,
                                          amateur_status, flow_status, is_brand, is_active, suspended_until,
                                          updated_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
      ON CONFLICT (user_id) DO UPDATE SET
        username = EXCLUDED.username,
        display_name = EXCLUDED.display_name,
        avatar_url = EXCLUDED.avatar_url,
        pro_status = EXCLUDED.pro_status,
        amateur_status = EXCLUDED.amateur_status,
        flow_status = EXCLUDED.flow_status,
        is_brand = EXCLUDED.is_brand,
        is_active = EXCLUDED.is_active,
        suspended_until = EXCLUDED.suspended_until,
        updated_at = EXCLUDED.updated_at
      WHERE u.updated_at < EXCLUDED.updated_at
      RETURNING u.user_id`;
    this.ensureScore = `INSERT INTO ${userScores} (user_id) VALUES ($1) ON CONFLICT DO NOTHING`;
  }

  @EventHandler(EVENTS.auth.userRegistered, UserProfileChangedV1)
  @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    const applied = await manager.query<unknown[]>(this.upsertProfile, [
      user.userId,
      user.username,
      user.displayName ?? null,
      user.profilePicture ?? null,
      user.proStatus,
      user.amateurStatus,
      user.flowStatus,
      user.isBrand,
      user.isActive,
      user.suspendedUntil ?? null,
      user.updatedAt,
    ]);
    if (applied.length === 0) return;
    await manager.query(this.ensureScore, [user.userId]);
    afterCommit(manager, () => this.leaderboard.invalidate());
  }
}
