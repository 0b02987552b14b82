import type { CallerIdentity } from '@boonies/contracts/common';
import {
  SEARCH_RESULTS_MAX,
  SUGGESTED_SKATERS,
  type UserListQuery,
  USERS_PAGE_MAX,
  type UserSearchQuery,
  type UserSummaryDto,
} from '@boonies/contracts/social';
import { RawJson } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { toUserSummary } from '../people/user-summary';
import {
  FUZZY_MIN_LENGTH,
  isNearMiss,
  NEAR_MISS_THRESHOLD,
  normalizeQuery,
  rankSearchResults,
} from './search-ranking';
import { SearchRepository, type SearchScope } from './search.repository';
import { rankSuggestions } from './suggestion-ranking';

/** The directory's page size when the caller names none. */
const USERS_PAGE_DEFAULT = 50;

/** Finding skaters: search, the directory and suggestions. */
@Injectable()
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  /**
   * Exact username, then username prefix, then display-name prefix, then trigram similarity on either
   * name; active users the caller has no block with, brands left out on request; at most SEARCH_RESULTS_MAX.
   * Answered as JSON text, which the gateway sends on without parsing and serialising it again.
   */
  async search(caller: CallerIdentity, request: UserSearchQuery): Promise<RawJson<UserSummaryDto[]>> {
    const query = normalizeQuery(request.q);
    const scope: SearchScope = { callerId: caller.userId, excludeBrands: request.excludeBrands === true };
    const fuzzy = query.length >= FUZZY_MIN_LENGTH;
    const found = await this.repository.matches(scope, query, fuzzy);
    // Nothing at all: try again looser, keeping only names one or two typos away.
    if (found.length === 0 && fuzzy) {
      const nearMisses = await this.repository.nearMisses(scope, query, NEAR_MISS_THRESHOLD);
      found.push(...nearMisses.filter((candidate) => isNearMiss(query, candidate)));
    }
    return RawJson.of(rankSearchResults(query, found, SEARCH_RESULTS_MAX).map(toUserSummary));
  }

  /**
   * The directory: live users (neither deactivated nor suspended) who have not blocked the caller, by
   * username, a page at a time after the last username seen.
   */
  list(caller: CallerIdentity, request: UserListQuery): Promise<UserSummaryDto[]> {
    const limit = Math.min(request.limit ?? USERS_PAGE_DEFAULT, USERS_PAGE_MAX);
    return this.repository.directory(caller.userId, request.after ?? null, limit);
  }

  /**
   * Three active local skaters (not brands) the caller neither follows nor has a block with: most mutual
   * follows first, then the most recent activity they may see (posts of the last 30 days, verified tricks, a
   * score moved lately), then the closest level, then the newest. An account with nothing to show is never
   * suggested. Mutual-follow candidates are read first; the most active fill in when there are fewer than three.
   */
  async suggested(caller: CallerIdentity): Promise<UserSummaryDto[]> {
    const callerLevel = await this.repository.levelOf(caller.userId);
    const { mutual, active } = await this.repository.suggestionCandidates(caller.userId, callerLevel);
    const mutualIds = new Set(mutual.map(({ id }) => id));
    const candidates = [...mutual, ...active.filter(({ id }) => !mutualIds.has(id))];
    return rankSuggestions(candidates, callerLevel, SUGGESTED_SKATERS).map(toUserSummary);
  }
}
