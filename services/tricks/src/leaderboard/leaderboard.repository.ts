import type { PolicyRelation, PolicyTarget } from '@boonies/contracts/policy';
import { DEFAULT_PREFERENCES } from '@boonies/contracts/social';
import type { LeaderboardFilter } from '@boonies/contracts/tricks';
import { SqlParams, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BLOCKS } from '../projections/entities/block.entity';
import { FOLLOWS } from '../projections/entities/follow.entity';
import { LEADERBOARD_USERS } from '../projections/entities/leaderboard-user.entity';
import { PRIVACY_SETTINGS } from '../projections/entities/privacy-settings.entity';
import { UserScore } from '../scores/entities/user-score.entity';
import {
  policyRelationOf,
  policyTargetOf,
  type RelationFactsRow,
  type TargetFactsRow,
} from '../access/policy-facts.repository';
import { relationColumns, TARGET_FACTS_COLUMNS } from '../access/policy-facts.sql';
import { LEADERBOARD_FILTER_RULES } from './leaderboard-filters';

/** One ranked skater, with the facts the access policy judges them by. */
export interface RankedSkater {
  userId: string;
  username: string;
  displayName: string | null;
  profilePicture: string | null;
  proStatus: boolean;
  amateurStatus: boolean;
  flowStatus: boolean;
  publicScore: number;
  target: PolicyTarget;
  /** How the viewer stands to the skater: read with the `personal` ranking only. */
  relation?: PolicyRelation;
}

interface RankedRow extends TargetFactsRow {
  username: string;
  display_name: string | null;
  profile_picture: string | null;
  pro_status: boolean;
  amateur_status: boolean;
  flow_status: boolean;
  public_score: number;
}

/**
 * Which skaters a ranking walks:
 * - `shared`: those the board shows every member (Appear on the Leaderboard and Show Progress on), blocks
 *   aside: the same for everyone, and so cached;
 * - `everyone`: all of them, for admins (also the same for every admin, so cached too);
 * - `personal`: the viewer and the skaters they follow, outside the shared ranking, asked per viewer, each
 *   row with how the viewer stands to that skater (`RelationFactsRow`).
 * Every walk leaves out brands (they are not ranked) and gone accounts; the access policy then judges each
 * row, so these only pick the candidates quickly.
 */
export type Ranking = 'shared' | 'everyone' | 'personal';

/** Where a ranking's statement takes its values: the page size, the viewer, and the row it continues after. */
interface RankingPlaceholders {
  limit: string;
  /** `personal` only. */
  viewer?: string;
  after?: { score: string; id: string };
}

const defaults = DEFAULT_PREFERENCES.privacy;
const SHOWN_TO_EVERYONE = `COALESCE(p.appear_on_leaderboard, ${defaults.appearOnLeaderboard})
  AND COALESCE(p.show_progress, ${defaults.showProgress})`;

/** The tables the rankings read: the scores, who is shown, and how the viewer stands to each. */
function leaderboardTables(dataSource: DataSource) {
  return tablePaths(dataSource, {
    userScores: UserScore,
    leaderboardUsers: LEADERBOARD_USERS,
    preferences: PRIVACY_SETTINGS,
    follows: FOLLOWS,
    blocks: BLOCKS,
  });
}

type LeaderboardTables = ReturnType<typeof leaderboardTables>;

function rankingQuery(
  tables: LeaderboardTables,
  ranking: Ranking,
  filter: LeaderboardFilter,
  { limit, viewer, after }: RankingPlaceholders,
): string {
  const source = viewer
    ? `(SELECT ${viewer} AS user_id
         UNION
        SELECT f.following_id FROM ${tables.follows} f WHERE f.follower_id = ${viewer} AND f.is_following) m
       JOIN ${tables.userScores} s ON s.user_id = m.user_id`
    : `${tables.userScores} s`;
  const audience =
    ranking === 'shared' ? SHOWN_TO_EVERYONE : ranking === 'personal' ? `NOT (${SHOWN_TO_EVERYONE})` : 'true';
  const continuing = after
    ? `AND (s.public_score < ${after.score} OR (s.public_score = ${after.score} AND s.user_id > ${after.id}))`
    : '';
  return `
    SELECT u.user_id, u.username, u.display_name, u.profile_picture, u.pro_status, u.amateur_status,
           u.flow_status, s.public_score, ${TARGET_FACTS_COLUMNS}
           ${viewer ? `, ${relationColumns(tables, viewer, 's.user_id')}` : ''}
      FROM ${source}
      JOIN ${tables.leaderboardUsers} u ON u.user_id = s.user_id
      LEFT JOIN ${tables.preferences} p ON p.user_id = s.user_id
     WHERE u.is_active AND NOT u.is_brand AND (u.suspended_until IS NULL OR u.suspended_until <= now())
       AND ${LEADERBOARD_FILTER_RULES[filter].sql} AND ${audience}
       ${continuing}
     ORDER BY s.public_score DESC, s.user_id
     LIMIT ${limit}`;
}

/** Reads the rankings, and the facts the access policy judges their rows by. */
@Injectable()
export class LeaderboardRepository {
  private readonly tables: LeaderboardTables;
  private readonly relationsQuery: string;
  private readonly isBrandQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const tables = leaderboardTables(dataSource);
    this.tables = tables;
    // How the viewer `$1` stands to each skater of `$2`.
    this.relationsQuery = `
      SELECT c.user_id, ${relationColumns(tables, '$1::uuid', 'c.user_id')}
        FROM unnest($2::uuid[]) AS c(user_id)`;
    this.isBrandQuery = `
      SELECT COALESCE((SELECT is_brand FROM ${tables.leaderboardUsers} WHERE user_id = $1), false) AS is_brand`;
  }

  /**
   * Up to `limit` skaters of a ranking, in rank order: from the top, or after the row `after`. The `personal`
   * ranking is the viewer's, and its rows carry how the viewer stands to each skater.
   */
  async page(
    ranking: Ranking,
    filter: LeaderboardFilter,
    limit: number,
    viewerId?: string,
    after?: RankedSkater,
  ): Promise<RankedSkater[]> {
    const params = new SqlParams();
    const query = rankingQuery(this.tables, ranking, filter, {
      limit: params.add(limit),
      viewer: ranking === 'personal' ? params.add(viewerId, 'uuid') : undefined,
      after: after && { score: params.add(after.publicScore), id: params.add(after.userId) },
    });
    if (ranking !== 'personal') {
      const rows = await this.dataSource.query<RankedRow[]>(query, params.values);
      return rows.map((row) => rankedSkaterOf(row));
    }
    const rows = await this.dataSource.query<(RankedRow & RelationFactsRow)[]>(query, params.values);
    return rows.map((row) => rankedSkaterOf(row, policyRelationOf(row)));
  }

  /** How the viewer stands to each of the skaters. */
  async relationsOf(viewerId: string, userIds: string[]): Promise<Map<string, PolicyRelation>> {
    const rows = await this.dataSource.query<(RelationFactsRow & { user_id: string })[]>(
      this.relationsQuery,
      [viewerId, userIds],
    );
    return new Map(rows.map((row) => [row.user_id, policyRelationOf(row)]));
  }

  async isBrand(userId: string): Promise<boolean> {
    const [row] = await this.dataSource.query<{ is_brand: boolean }[]>(this.isBrandQuery, [userId]);
    return row.is_brand;
  }
}

function rankedSkaterOf(row: RankedRow, relation?: PolicyRelation): RankedSkater {
  return {
    userId: row.user_id,
    username: row.username,
    displayName: row.display_name,
    profilePicture: row.profile_picture,
    proStatus: row.pro_status,
    amateurStatus: row.amateur_status,
    flowStatus: row.flow_status,
    publicScore: row.public_score,
    target: policyTargetOf(row),
    ...(relation && { relation }),
  };
}
