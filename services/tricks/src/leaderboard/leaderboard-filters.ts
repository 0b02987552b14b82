import type { LeaderboardFilter } from '@boonies/contracts/tricks';

/** The sponsorship statuses a filter looks at. */
export interface SponsorshipStatus {
  proStatus: boolean;
  amateurStatus: boolean;
  flowStatus: boolean;
}

interface FilterRule {
  /** Whether a user belongs on the filtered board. */
  matches(user: SponsorshipStatus): boolean;
  /** The same rule over `leaderboard_users` aliased `u`. */
  sql: string;
}

const sponsored = (user: SponsorshipStatus) => user.proStatus || user.amateurStatus || user.flowStatus;

/**
 * The leaderboard's filters as spec 01 §6 defines them: Sponsored means pro, amateur or flow; Am excludes
 * pros; Flow excludes pros and amateurs; Unsponsored has none of the three.
 */
export const LEADERBOARD_FILTER_RULES: Record<LeaderboardFilter, FilterRule> = {
  all: { matches: () => true, sql: 'true' },
  pro: { matches: (user) => user.proStatus, sql: 'u.pro_status' },
  am: {
    matches: (user) => user.amateurStatus && !user.proStatus,
    sql: 'u.amateur_status AND NOT u.pro_status',
  },
  flow: {
    matches: (user) => user.flowStatus && !user.proStatus && !user.amateurStatus,
    sql: 'u.flow_status AND NOT u.pro_status AND NOT u.amateur_status',
  },
  sponsored: {
    matches: sponsored,
    sql: '(u.pro_status OR u.amateur_status OR u.flow_status)',
  },
  unsponsored: {
    matches: (user) => !sponsored(user),
    sql: 'NOT (u.pro_status OR u.amateur_status OR u.flow_status)',
  },
};
