import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { BLOCKS } from '../projections/entities/block.entity';
import { FOLLOWS } from '../projections/entities/follow.entity';
import { PRIVACY_SETTINGS } from '../projections/entities/privacy-settings.entity';
import { USERS } from '../projections/entities/user.entity';
import type { AccountFacts } from './account-facts';

/** Reads the facts the policy judges from the accounts, privacy, follow and block projections. */
@Injectable()
export class AccountFactsRepository {
  private readonly t;

  constructor(dataSource: DataSource) {
    this.t = tablePaths(dataSource, {
      users: USERS,
      preferences: PRIVACY_SETTINGS,
      blocks: BLOCKS,
      follows: FOLLOWS,
    });
  }

  /** The facts of each known account among `userIds`, as `viewerId` sees them. */
  async factsFor(
    manager: EntityManager,
    viewerId: string,
    userIds: readonly string[],
  ): Promise<AccountFacts[]> {
    if (userIds.length === 0) return [];
    return manager.query<AccountFacts[]>(
      `SELECT u.user_id AS "userId", u.is_active AS "isActive",
              COALESCE(u.suspended_until > now(), false) AS "isSuspended", u.is_brand AS "isBrand",
              p.allow_messages AS "allowMessages", p.public_profile AS "publicProfile",
              p.show_progress AS "showProgress", p.appear_on_leaderboard AS "appearOnLeaderboard",
              EXISTS (SELECT 1 FROM ${this.t.follows} f WHERE f.follower_id = $1 AND f.following_id = u.user_id
                      AND f.is_following) AS "viewerFollowsIt",
              EXISTS (SELECT 1 FROM ${this.t.blocks} b WHERE b.blocker_id = $1 AND b.blocked_id = u.user_id
                      AND b.is_blocking) AS "viewerBlockedIt",
              EXISTS (SELECT 1 FROM ${this.t.blocks} b WHERE b.blocker_id = u.user_id AND b.blocked_id = $1
                      AND b.is_blocking) AS "itBlockedViewer"
         FROM ${this.t.users} u LEFT JOIN ${this.t.preferences} p ON p.user_id = u.user_id
        WHERE u.user_id = ANY($2::uuid[])`,
      [viewerId, userIds],
    );
  }
}
