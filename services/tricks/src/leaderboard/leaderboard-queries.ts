import { DEFAULT_PREFERENCES, type LeaderboardFilter } from '@boonies/contracts';
import type { TricksTables } from '../database/tricks-tables';
import { TARGET_FACTS_COLUMNS, relationColumns, type TargetFactsRow } from '../privacy/policy-facts';
import { LEADERBOARD_FILTER_RULES } from './leaderboard-filters';

/** One ranked skater, with the facts the access policy judges them by. */
export interface RankedSkater extends TargetFactsRow {
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

/**
 * The first page of a ranking, and the page after a row. Parameters: the page size, the viewer (`personal`
 * only), then for `after` the row's score and id.
 */
export interface RankingQueries {
  first: string;
  after: string;
}

const defaults = DEFAULT_PREFERENCES.privacy;
const SHOWN_TO_EVERYONE = `COALESCE(p.appear_on_leaderboard, ${defaults.appearOnLeaderboard})
  AND COALESCE(p.show_progress, ${defaults.showProgress})`;

export function rankingQueries(
  tables: TricksTables,
  ranking: Ranking,
  filter: LeaderboardFilter,
): RankingQueries {
  const personal = ranking === 'personal';
  const source = personal
    ? `(SELECT $2::uuid AS user_id
         UNION
        SELECT f.following_id FROM ${tables.follows} f WHERE f.follower_id = $2 AND f.is_following) m
       JOIN ${tables.userScores} s ON s.user_id = m.user_id`
    : `${tables.userScores} s`;
  const audience =
    ranking === 'shared' ? SHOWN_TO_EVERYONE : ranking === 'personal' ? `NOT (${SHOWN_TO_EVERYONE})` : 'true';
  const query = (after: string) => `
    SELECT u.user_id, u.username, u.display_name, u.profile_picture, u.pro_status, u.amateur_status,
           u.flow_status, s.public_score, ${TARGET_FACTS_COLUMNS}
           ${personal ? `, ${relationColumns(tables, '$2::uuid', 's.user_id')}` : ''}
      FROM ${source}
      JOIN ${tables.leaderboardUsers} u ON u.user_id = s.user_id
      LEFT JOIN ${tables.preferences} p ON p.user_id = s.user_id
     WHERE u.is_active AND NOT u.is_brand AND (u.suspended_until IS NULL OR u.suspended_until <= now())
       AND ${LEADERBOARD_FILTER_RULES[filter].sql} AND ${audience}
       ${after}
     ORDER BY s.public_score DESC, s.user_id
     LIMIT $1`;
  const [score, id] = personal ? ['$3', '$4'] : ['$2', '$3'];
  return {
    first: query(''),
    after: query(`AND (s.public_score < ${score} OR (s.public_score = ${score} AND s.user_id > ${id}))`),
  };
}

/** How the viewer `$1` stands to each skater of `$2`, and whether the viewer is a brand. */
export function relationsQuery(tables: TricksTables): string {
  return `
    SELECT c.user_id, ${relationColumns(tables, '$1::uuid', 'c.user_id')}
      FROM unnest($2::uuid[]) AS c(user_id)`;
}

export function viewerIsBrandQuery(tables: TricksTables): string {
  return `
    SELECT COALESCE((SELECT is_brand FROM ${tables.leaderboardUsers} WHERE user_id = $1), false) AS is_brand`;
}
