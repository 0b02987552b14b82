/** The community verification rule (ARCHITECTURE.md §5). The thresholds are the service's configuration. */
export const AUTO_VERIFY_DEFAULTS = {
  /** Weighted make votes needed. */
  minWeightedMakeVotes: 5,
  /** Share of the weighted votes that must be make votes. */
  minMakeShare: 0.7,
} as const;

/** Percentage shown on a verification: make votes over all votes, rounded; `null` before the first vote. */
export function makePercentage(votesFor: number, votesAgainst: number): number | null {
  const total = votesFor + votesAgainst;
  return total === 0 ? null : Math.round((votesFor / total) * 100);
}

export const VERIFICATION_MESSAGES = {
  ownPost: 'You cannot vote on your own trick video',
  autoVerified: 'Trick automatically verified by community votes!',
} as const;
