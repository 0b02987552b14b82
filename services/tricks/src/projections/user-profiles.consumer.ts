import { UserCopyConsumer } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { afterCommit } from '../database/after-commit';
import { LEADERBOARD_USERS } from './entities/leaderboard-user.entity';
import { LeaderboardCache } from '../leaderboard/leaderboard-cache';
import { ScoresRepository } from '../scores/scores.repository';

/**
 * Keeps `leaderboard_users` in step with the auth service's accounts (see `UserCopyConsumer`): names,
 * avatars, statuses, the brand flag, deactivation and a moderator's suspension. Every account also gets its
 * (zero) score row, so it ranks from the start.
 */
@Injectable()
export class UserProfilesConsumer extends UserCopyConsumer {
  constructor(
    dataSource: DataSource,
    private readonly leaderboard: LeaderboardCache,
    private readonly scores: ScoresRepository,
  ) {
    super(dataSource, LEADERBOARD_USERS);
  }

  protected override async usersWritten(manager: EntityManager, userIds: readonly string[]): Promise<void> {
    await this.scores.start(manager, userIds);
    afterCommit(manager, () => this.leaderboard.invalidate());
  }
}
