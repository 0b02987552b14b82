import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type PolicyRelation,
  type PolicyTarget,
  type PolicyViewer,
  unheardOfTarget,
} from '@boonies/contracts/policy';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { BLOCKS } from '../projections/entities/block.entity';
import { FOLLOWS } from '../projections/entities/follow.entity';
import { LEADERBOARD_USERS } from '../projections/entities/leaderboard-user.entity';
import { PRIVACY_SETTINGS } from '../projections/entities/privacy-settings.entity';
import { relationColumns, TARGET_FACTS_COLUMNS } from './policy-facts.sql';

/**
 * The facts the access policy judges, as this service projects them: the account from `leaderboard_users`
 * (aliased `u`), its privacy switches from `preferences` (aliased `p`), follows and blocks. Switches not yet
 * heard of stand at their defaults; a skater with no account row at all is unheard of (`factsAbout`).
 */
export interface TargetFactsRow {
  user_id: string;
  is_active: boolean;
  is_suspended: boolean;
  is_brand: boolean;
  public_profile: boolean;
  show_progress: boolean;
  show_followers: boolean;
  allow_messages: boolean;
  appear_on_leaderboard: boolean;
}

/** How a viewer stands to one skater, as selected by `relationColumns`. */
export interface RelationFactsRow {
  viewer_follows: boolean;
  viewer_blocked: boolean;
  blocked_viewer: boolean;
}

export function policyTargetOf(row: TargetFactsRow): PolicyTarget {
  return {
    userId: row.user_id,
    isActive: row.is_active,
    isSuspended: row.is_suspended,
    isBrand: row.is_brand,
    publicProfile: row.public_profile,
    showProgress: row.show_progress,
    showFollowers: row.show_followers,
    allowMessages: row.allow_messages,
    appearOnLeaderboard: row.appear_on_leaderboard,
  };
}

export const NO_RELATION: PolicyRelation = {
  viewerFollowsTarget: false,
  viewerBlockedTarget: false,
  targetBlockedViewer: false,
};

export function policyRelationOf(row: RelationFactsRow): PolicyRelation {
  return {
    viewerFollowsTarget: row.viewer_follows,
    viewerBlockedTarget: row.viewer_blocked,
    targetBlockedViewer: row.blocked_viewer,
  };
}

/** A signed-out visitor when there is no caller. */
export function policyViewerOf(caller: CallerIdentity | undefined, isBrand: boolean): PolicyViewer {
  return { userId: caller?.userId ?? null, isAdmin: caller?.isAdmin ?? false, isBrand };
}

/** What the access policy judges a viewer's request about one skater by. */
export interface PolicyFacts {
  viewerIsBrand: boolean;
  target: PolicyTarget;
  relation: PolicyRelation;
}

type FactsRow = TargetFactsRow & RelationFactsRow & { viewer_is_brand: boolean; is_known: boolean };

/** The policy's facts about skaters, from this service's projections of accounts, switches, follows, blocks. */
@Injectable()
export class PolicyFactsRepository {
  private readonly factsQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const tables = tablePaths(dataSource, {
      leaderboardUsers: LEADERBOARD_USERS,
      preferences: PRIVACY_SETTINGS,
      follows: FOLLOWS,
      blocks: BLOCKS,
    });
    this.factsQuery = `
      SELECT t.user_id, u.user_id IS NOT NULL AS is_known, ${TARGET_FACTS_COLUMNS},
             ${relationColumns(tables, '$2::uuid', 't.user_id')},
             COALESCE((SELECT v.is_brand FROM ${tables.leaderboardUsers} v WHERE v.user_id = $2), false)
               AS viewer_is_brand
        FROM (SELECT $1::uuid AS user_id) t
        LEFT JOIN ${tables.leaderboardUsers} u ON u.user_id = t.user_id
        LEFT JOIN ${tables.preferences} p ON p.user_id = t.user_id`;
  }

  /**
   * The facts about the skater `targetId` as the viewer (none when signed out) stands to them. A skater whose
   * sign-up this service has not heard of is `unheardOfTarget`: not found, as an id that names nobody, but to
   * themselves.
   */
  async factsAbout(targetId: string, viewerId: string | null): Promise<PolicyFacts> {
    const [row] = await this.dataSource.query<FactsRow[]>(this.factsQuery, [targetId, viewerId]);
    return {
      viewerIsBrand: row.viewer_is_brand,
      target: row.is_known ? policyTargetOf(row) : unheardOfTarget(targetId),
      relation: policyRelationOf(row),
    };
  }
}
