import { EVENTS, UserProfileChangedV1, UsersImportedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { userProjection } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { afterCommit } from '../database/after-commit';
import { tricksTables } from '../database/tricks-tables';
import { LeaderboardCache } from '../leaderboard/leaderboard-cache';
import { ScoresRepository } from '../scores/scores.repository';

/**
 * Keeps `leaderboard_users` in step with the auth service's accounts: names, avatars, statuses, the brand
 * flag, deactivation and a moderator's suspension. Revisions are applied only when newer than the stored
 * one, so a late or repeated event never rolls a profile back. Every account also gets its (zero) score row,
 * so it ranks from the start.
 */
@Injectable()
export class UserProfilesHandlers {
  private readonly users;

  constructor(
    dataSource: DataSource,
    private readonly leaderboard: LeaderboardCache,
    private readonly scores: ScoresRepository,
  ) {
    this.users = userProjection({
      table: tricksTables(dataSource).leaderboardUsers,
      columns: [
        'username',
        'display_name',
        'profile_picture',
        'pro_status',
        'amateur_status',
        'flow_status',
        'is_brand',
        'is_active',
        'suspended_until',
      ],
    });
  }

  @EventHandler(EVENTS.auth.userRegistered, UserProfileChangedV1)
  @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    if (!(await this.users.apply(manager, user))) return;
    await this.scores.start(manager, [user.userId]);
    afterCommit(manager, () => this.leaderboard.invalidate());
  }

  @EventHandler(EVENTS.auth.usersImported, UsersImportedV1)
  async onImported(imported: UsersImportedV1, { manager }: EventContext<UsersImportedV1>): Promise<void> {
    const written = await this.users.applyMany(manager, imported.users);
    if (written.length === 0) return;
    await this.scores.start(manager, written);
    afterCommit(manager, () => this.leaderboard.invalidate());
  }
}
