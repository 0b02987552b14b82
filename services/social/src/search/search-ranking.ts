import { matchesName } from '@boonies/contracts/search';
import type { UserSummaryDto } from '@boonies/contracts/social';

/** Search tiers, best first. */
export const SEARCH_TIERS = { exact: 0, usernamePrefix: 1, displayNamePrefix: 2, fuzzy: 3 } as const;
export type SearchTier = (typeof SEARCH_TIERS)[keyof typeof SEARCH_TIERS];

/** Fuzzy matching needs trigrams: shorter queries match by prefix only. */
export const FUZZY_MIN_LENGTH = 3;

/**
 * The looser trigram threshold of the near-miss pass: short names share few trigrams, so one slip ("mayya"
 * for "maya") falls below the default 0.6. The pass runs only when nothing else matched, and keeps only
 * names within a typo or two (the same rule as the tricks search).
 */
export const NEAR_MISS_THRESHOLD = 0.4;

/** Whether a user's username or display name is the query with a typo or two. */
export function isNearMiss(
  query: string,
  candidate: Pick<UserSummaryDto, 'username' | 'displayName'>,
): boolean {
  return matchesName(query, [candidate.username, candidate.displayName ?? ''], { tolerateTypos: true });
}

/** A user the database found for a query, with its trigram similarity to it (0 to 1). */
export interface SearchCandidate extends UserSummaryDto {
  similarity: number;
}

/** What is searched for: trimmed and lowercased, as usernames are stored. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

export function searchTier(
  query: string,
  candidate: Pick<UserSummaryDto, 'username' | 'displayName'>,
): SearchTier {
  if (candidate.username === query) return SEARCH_TIERS.exact;
  if (candidate.username.startsWith(query)) return SEARCH_TIERS.usernamePrefix;
  if (candidate.displayName?.toLowerCase().startsWith(query)) return SEARCH_TIERS.displayNamePrefix;
  return SEARCH_TIERS.fuzzy;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Orders what the database found: exact username, then username prefix (by username), then display-name
 * prefix (by display name), then the rest by trigram similarity; each user once, at most `max`.
 */
export function rankSearchResults(
  query: string,
  candidates: SearchCandidate[],
  max: number,
): UserSummaryDto[] {
  const unique = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const ranked = [...unique.values()].map((candidate) => ({ candidate, tier: searchTier(query, candidate) }));
  ranked.sort(
    (a, b) =>
      a.tier - b.tier ||
      (a.tier === SEARCH_TIERS.displayNamePrefix
        ? byText((a.candidate.displayName ?? '').toLowerCase(), (b.candidate.displayName ?? '').toLowerCase())
        : 0) ||
      (a.tier === SEARCH_TIERS.fuzzy ? b.candidate.similarity - a.candidate.similarity : 0) ||
      byText(a.candidate.username, b.candidate.username),
  );
  return ranked.slice(0, max).map(({ candidate: { similarity: _similarity, ...user } }) => user);
}
