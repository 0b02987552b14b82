import { SUGGESTED_SKATERS, type UserSummaryDto } from '@boonies/contracts/social';
import { preparedQuery, preparedQueryWithSettings, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { accountIsLive, notBlockingCaller } from '../access/live-accounts.sql';
import { UserPost } from '../projections/entities/user-post.entity';
import { UserScore } from '../projections/entities/user-score.entity';
import { PEOPLE } from '../people/entities/person.entity';
import { summaryColumns, toUserSummary } from '../people/user-summary';
import { Block } from '../blocks/entities/block.entity';
import { Follow } from '../follows/entities/follow.entity';
import { Preferences } from '../preferences/entities/preferences.entity';
import type { SearchCandidate } from './search-ranking';
import { searchStatements, visibleTo } from './search.sql';
import type { SuggestionCandidate } from './suggestion-ranking';

/** Mutual-follow candidates read for suggestions; enough that the best three are among them. */
const MUTUAL_CANDIDATES = 20;
/** A new account's level before the tricks service has scored it. */
const STARTING_LEVEL = 1;
/** How far back posts and score changes count as a skater's recent activity. */
const ACTIVE_DAYS = 30;
/** Verified points per unit of activity: the worth of the cheapest trick, so about one per verified trick. */
const VERIFIED_POINTS_PER_TRICK = 10;

/**
 * What a caller who does not follow the skater may see of their recent doing, as one number (`u` the account,
 * `s` its score, `p` its preferences): live posts of the last ACTIVE_DAYS when their posts are public
 * (`view_posts`), and verified points in tricks plus one for a score moved lately when their progress is
 * (`view_progress`). A private skater's activity is for approved followers, so it does not rank them here.
 */
function suggestionActivity(userPosts: string): string {
  const privacy = (name: string) => `coalesce((p.privacy->>'${name}')::boolean, true)`;
  const recent = `now() - interval '${ACTIVE_DAYS} days'`;
  return `(
        CASE WHEN ${privacy('publicProfile')} THEN
          (SELECT count(*)::int FROM ${userPosts} up
            WHERE up.user_id = u.user_id AND up.deleted_at IS NULL AND up.created_at > ${recent})
        ELSE 0 END
        + CASE WHEN ${privacy('publicProfile')} AND ${privacy('showProgress')} THEN
          coalesce(s.public_score, 0) / ${VERIFIED_POINTS_PER_TRICK}
          + CASE WHEN s.occurred_at > ${recent} THEN 1 ELSE 0 END
        ELSE 0 END)`;
}

export type SuggestionRow = UserSummaryDto & SuggestionCandidate;

/** One search for one caller: who asks, and whether brands are left out. */
export interface SearchScope {
  callerId: string;
  excludeBrands: boolean;
}

function toSearchCandidate(row: SearchCandidate): SearchCandidate {
  return { ...toUserSummary(row), similarity: row.similarity };
}

function toSuggestion(row: SuggestionRow): SuggestionRow {
  return {
    ...toUserSummary(row),
    mutualFollows: row.mutualFollows,
    activity: row.activity,
    level: row.level,
    createdAt: row.createdAt,
  };
}

/** The reads behind finding skaters: search tiers, the directory and suggestion candidates. */
@Injectable()
export class SearchRepository {
  private readonly sql: Record<'search' | 'nearMiss' | 'directory' | 'level' | 'mutual' | 'active', string>;

  constructor(private readonly dataSource: DataSource) {
    const tables = tablePaths(dataSource, {
      users: PEOPLE,
      follows: Follow,
      blocks: Block,
      userScores: UserScore,
      userPosts: UserPost,
      preferences: Preferences,
    });
    const { users, follows, blocks, userScores, userPosts, preferences } = tables;
    const search = searchStatements(tables);
    const visible = visibleTo('$1', blocks);
    const suggestable = `
      NOT u.is_brand AND u.user_id <> $1 AND ${visible('u')}
      AND NOT EXISTS (SELECT 1 FROM ${follows} mine WHERE mine.follower_id = $1 AND mine.following_id = u.user_id)`;
    const levelOf = `coalesce(s.level, ${STARTING_LEVEL})`;
    const activity = suggestionActivity(userPosts);
    this.sql = {
      search: search.search,
      nearMiss: search.nearMiss,
      directory: `
        SELECT ${summaryColumns('u')} FROM ${users} u
         WHERE ${accountIsLive('u')} AND ($1::text IS NULL OR u.username > $1)
           AND ${notBlockingCaller('u', '$3', blocks)}
         ORDER BY u.username
         LIMIT $2`,
      level: `SELECT level FROM ${userScores} WHERE user_id = $1`,
      mutual: `
        SELECT * FROM (
          SELECT ${summaryColumns('u')}, u.created_at AS "createdAt", ${levelOf} AS level,
                 count(*)::int AS "mutualFollows", ${activity} AS activity
            FROM ${follows} mine
            JOIN ${follows} theirs ON theirs.follower_id = mine.following_id
            JOIN ${users} u ON u.user_id = theirs.following_id
            LEFT JOIN ${userScores} s ON s.user_id = u.user_id
            LEFT JOIN ${preferences} p ON p.user_id = u.user_id
           WHERE mine.follower_id = $1 AND ${suggestable}
           GROUP BY u.user_id, s.user_id, p.user_id
        ) candidates
         WHERE activity > 0
         ORDER BY "mutualFollows" DESC, activity DESC, abs(level - $2), "createdAt" DESC
         LIMIT ${MUTUAL_CANDIDATES}`,
      active: `
        SELECT * FROM (
          SELECT ${summaryColumns('u')}, u.created_at AS "createdAt", ${levelOf} AS level,
                 0 AS "mutualFollows", ${activity} AS activity
            FROM ${users} u
            LEFT JOIN ${userScores} s ON s.user_id = u.user_id
            LEFT JOIN ${preferences} p ON p.user_id = u.user_id
           WHERE ${suggestable}
        ) candidates
         WHERE activity > 0
         ORDER BY activity DESC, abs(level - $2), "createdAt" DESC
         LIMIT ${MUTUAL_CANDIDATES + SUGGESTED_SKATERS}`,
    };
  }

  /**
   * The prefix tiers (exact and prefix usernames, display-name prefixes), a page each, and when they found
   * fewer than a page and `fuzzy` allows it, the trigram tier's best to fill it: one prepared statement.
   */
  async matches(scope: SearchScope, query: string, fuzzy: boolean): Promise<SearchCandidate[]> {
    const rows = await preparedQuery<SearchCandidate>(this.dataSource, this.sql.search, [
      scope.callerId,
      query,
      scope.excludeBrands,
      fuzzy,
    ]);
    return rows.map(toSearchCandidate);
  }

  /**
   * The trigram tier alone at a looser word-similarity threshold, prepared like `matches`. Its own
   * transaction holds the threshold and the planner setting to this statement: the planner cannot estimate
   * how many names a word matches, and with the candidate cap a sequential scan looks cheap to it, though it
   * tests every account. `threshold` is a number the service fixes, written into the settings as text.
   */
  async nearMisses(scope: SearchScope, query: string, threshold: number): Promise<SearchCandidate[]> {
    const rows = await preparedQueryWithSettings<SearchCandidate>(
      this.dataSource,
      [
        'SET LOCAL enable_seqscan = off',
        `SET LOCAL pg_trgm.word_similarity_threshold = ${Number(threshold)}`,
      ],
      this.sql.nearMiss,
      [scope.callerId, query, scope.excludeBrands],
    );
    return rows.map(toSearchCandidate);
  }

  /** Live users who have not blocked the caller, by username, `limit` after the username `after`. */
  async directory(callerId: string, after: string | null, limit: number): Promise<UserSummaryDto[]> {
    const rows = await this.dataSource.query<UserSummaryDto[]>(this.sql.directory, [after, limit, callerId]);
    return rows.map(toUserSummary);
  }

  /** The user's level, STARTING_LEVEL before the tricks service has scored them. */
  async levelOf(userId: string): Promise<number> {
    const [score] = await this.dataSource.query<{ level: number }[]>(this.sql.level, [userId]);
    return score?.level ?? STARTING_LEVEL;
  }

  /**
   * Suggestion candidates for the caller: live skaters (not brands) with something to show
   * (`suggestionActivity`) whom they neither follow nor have a block with, those followed by whom the caller
   * follows (with the count) and the most active, nearest `callerLevel` first among equals.
   */
  async suggestionCandidates(
    callerId: string,
    callerLevel: number,
  ): Promise<{ mutual: SuggestionRow[]; active: SuggestionRow[] }> {
    const [mutual, active] = await Promise.all([
      this.dataSource.query<SuggestionRow[]>(this.sql.mutual, [callerId, callerLevel]),
      this.dataSource.query<SuggestionRow[]>(this.sql.active, [callerId, callerLevel]),
    ]);
    return { mutual: mutual.map(toSuggestion), active: active.map(toSuggestion) };
  }
}
