import {
  SEARCH_RESULTS_MAX,
  SUGGESTED_SKATERS,
  USERS_PAGE_MAX,
  type CallerIdentity,
  type UserListQuery,
  type UserSearchQuery,
  type UserSummaryDto,
} from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { accountIsLive, notBlockingCaller } from '../access/live-accounts';
import { authTables } from '../database/auth-tables';
import { searchStatements, visibleTo } from './search-statements';
import { summaryColumns, toUserSummary } from '../users/user-summary';
import {
  FUZZY_MIN_LENGTH,
  isNearMiss,
  NEAR_MISS_THRESHOLD,
  normalizeQuery,
  prefixPattern,
  rankSearchResults,
  type SearchCandidate,
} from './search-ranking';
import { rankSuggestions, type SuggestionCandidate } from './suggestion-ranking';

/** Fuzzy matches ranked at most (see searchStatements). */
const FUZZY_CANDIDATES = 200;
/** The directory's page size when the caller names none. */
const USERS_PAGE_DEFAULT = 50;
/** Mutual-follow candidates read for suggestions; enough that the best three are among them. */
const MUTUAL_CANDIDATES = 20;
/** A new account's level before the tricks service has scored it. */
const STARTING_LEVEL = 1;

type SuggestionRow = UserSummaryDto & SuggestionCandidate;

/** Finding skaters: search, the directory and suggestions. */
@Injectable()
export class SearchService {
  private readonly prefixQuery: string;
  private readonly fuzzyQuery: string;
  private readonly listQuery: string;
  private readonly callerLevelQuery: string;
  private readonly mutualQuery: string;
  private readonly byLevelQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const tables = authTables(dataSource);
    const { users, follows, blocks, userScores } = tables;
    const search = searchStatements(tables);
    this.prefixQuery = search.prefix;
    this.fuzzyQuery = search.fuzzy;
    const visible = visibleTo('$1', blocks);
    this.listQuery = `
      SELECT ${summaryColumns('u')} FROM ${users} u
       WHERE ${accountIsLive('u')} AND ($1::text IS NULL OR u.username > $1)
         AND ${notBlockingCaller('u', '$3', blocks)}
       ORDER BY u.username
       LIMIT $2`;
    this.callerLevelQuery = `SELECT level FROM ${userScores} WHERE user_id = $1`;
    const suggestable = `
      NOT u.is_brand AND u.id <> $1 AND ${visible('u')}
      AND NOT EXISTS (SELECT 1 FROM ${follows} mine WHERE mine.follower_id = $1 AND mine.following_id = u.id)`;
    const levelOf = `coalesce(s.level, ${STARTING_LEVEL})`;
    this.mutualQuery = `
      SELECT ${summaryColumns('u')}, u.created_at AS "createdAt", ${levelOf} AS level,
             count(*)::int AS "mutualFollows"
        FROM ${follows} mine
        JOIN ${follows} theirs ON theirs.follower_id = mine.following_id
        JOIN ${users} u ON u.id = theirs.following_id
        LEFT JOIN ${userScores} s ON s.user_id = u.id
       WHERE mine.follower_id = $1 AND ${suggestable}
       GROUP BY u.id, s.level
       ORDER BY "mutualFollows" DESC, abs(${levelOf} - $2), u.created_at DESC
       LIMIT ${MUTUAL_CANDIDATES}`;
    this.byLevelQuery = `
      SELECT ${summaryColumns('u')}, u.created_at AS "createdAt", ${levelOf} AS level, 0 AS "mutualFollows"
        FROM ${users} u
        LEFT JOIN ${userScores} s ON s.user_id = u.id
       WHERE ${suggestable}
       ORDER BY abs(${levelOf} - $2), u.created_at DESC
       LIMIT ${MUTUAL_CANDIDATES + SUGGESTED_SKATERS}`;
  }

  /**
   * Exact username, then username prefix, then display-name prefix, then trigram similarity on either
   * name; active users the caller has no block with, brands left out on request; at most SEARCH_RESULTS_MAX.
   */
  async search(caller: CallerIdentity, request: UserSearchQuery): Promise<UserSummaryDto[]> {
    const query = normalizeQuery(request.q);
    const excludeBrands = request.excludeBrands === true;
    const params = [caller.userId, prefixPattern(query), excludeBrands, SEARCH_RESULTS_MAX];
    const found = await this.query<SearchCandidate>(this.prefixQuery, params);
    const foundIds = [...new Set(found.map(({ id }) => id))];
    if (foundIds.length < SEARCH_RESULTS_MAX && query.length >= FUZZY_MIN_LENGTH) {
      const fuzzy = await this.fuzzyMatches(caller, query, excludeBrands, foundIds);
      found.push(...fuzzy);
      // Nothing at all: try again looser, keeping only names one or two typos away.
      if (found.length === 0) {
        const nearMisses = await this.fuzzyMatches(caller, query, excludeBrands, [], NEAR_MISS_THRESHOLD);
        found.push(...nearMisses.filter((candidate) => isNearMiss(query, candidate)));
      }
    }
    return rankSearchResults(query, found, SEARCH_RESULTS_MAX).map(toUserSummary);
  }

  /** The trigram tier, at the server's word-similarity threshold unless one is given. */
  private fuzzyMatches(
    caller: CallerIdentity,
    query: string,
    excludeBrands: boolean,
    foundIds: string[],
    threshold?: number,
  ): Promise<SearchCandidate[]> {
    return this.dataSource.transaction(async (manager) => {
      // The planner cannot estimate how many names a word matches; with the candidate cap a sequential
      // scan looks cheap to it, though it tests every account. The GIN indexes are always the better path.
      await manager.query('SET LOCAL enable_seqscan = off');
      if (threshold !== undefined) {
        await manager.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
          String(threshold),
        ]);
      }
      return manager.query<SearchCandidate[]>(this.fuzzyQuery, [
        caller.userId,
        query,
        excludeBrands,
        SEARCH_RESULTS_MAX - foundIds.length,
        foundIds,
        FUZZY_CANDIDATES,
      ]);
    });
  }

  /**
   * The directory: live users (neither deactivated nor suspended) who have not blocked the caller, by
   * username, a page at a time after the last username seen.
   */
  async list(caller: CallerIdentity, request: UserListQuery): Promise<UserSummaryDto[]> {
    const limit = Math.min(request.limit ?? USERS_PAGE_DEFAULT, USERS_PAGE_MAX);
    const rows = await this.query<UserSummaryDto>(this.listQuery, [
      request.after ?? null,
      limit,
      caller.userId,
    ]);
    return rows.map(toUserSummary);
  }

  /**
   * Three active skaters (not brands) the caller neither follows nor has a block with: most mutual follows
   * first, then the closest level, then the newest. Mutual-follow candidates are read first; the closest
   * levels fill in when there are fewer than three.
   */
  async suggested(caller: CallerIdentity): Promise<UserSummaryDto[]> {
    const [score] = await this.query<{ level: number }>(this.callerLevelQuery, [caller.userId]);
    const callerLevel = score?.level ?? STARTING_LEVEL;
    const [mutual, byLevel] = await Promise.all([
      this.query<SuggestionRow>(this.mutualQuery, [caller.userId, callerLevel]),
      this.query<SuggestionRow>(this.byLevelQuery, [caller.userId, callerLevel]),
    ]);
    const mutualIds = new Set(mutual.map(({ id }) => id));
    const candidates = [...mutual, ...byLevel.filter(({ id }) => !mutualIds.has(id))];
    return rankSuggestions(candidates, callerLevel, SUGGESTED_SKATERS).map(toUserSummary);
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.dataSource.query<T[]>(sql, params);
  }
}
