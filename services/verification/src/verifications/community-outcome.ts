import type { CommunityCount } from '@boonies/contracts/verification';

/** Where a verification stands before a recount. */
export interface SettledState {
  isVerified: boolean;
  settledBy: 'community' | 'admin' | null;
  /** An admin decided it (from the review queue or a review of the post): final. */
  decided: boolean;
  rejected: boolean;
  contested: boolean;
}

/** Why the votes are recounted. */
export interface RecountCause {
  /**
   * A suspension withdrew a make vote: a community verification that the remaining votes no longer carry
   * stops being verified. New votes never take a verification back.
   */
  withdrewMakeVote: boolean;
  /**
   * The last standing report that contested it was dismissed: it is counted as if it had never been
   * contested, and released unless its fake votes contest it now.
   */
  releasesReport?: boolean;
}

export interface Outcome {
  isVerified: boolean;
  settledBy: 'community' | 'admin' | null;
  /** The fake votes put it before the admins now. */
  contests: boolean;
  /** The community verified it with this recount. */
  verifies: boolean;
  /** It stopped being verified with this recount. */
  unverifies: boolean;
  /** It leaves the admins' review queue: the report that contested it was dismissed. */
  releases: boolean;
}

/**
 * What a recount does: an admin's decision is final; enough fake votes contest a verification that is not
 * contested yet; an open one (not rejected, not contested) that passes the rule is verified by the
 * community; and one the community verified stays so, unless a suspension withdrew the votes it needed.
 * Released from a dismissed report, it is counted as if it had never been contested.
 */
export function outcomeOf(state: SettledState, count: CommunityCount, cause: RecountCause): Outcome {
  const unchanged: Outcome = {
    isVerified: state.isVerified,
    settledBy: state.settledBy,
    contests: false,
    verifies: false,
    unverifies: false,
    releases: false,
  };
  if (state.decided) return unchanged;
  const contested = state.contested && !cause.releasesReport;
  const contests = !contested && count.contested;
  const releases = state.contested && !contested && !contests;
  if (state.isVerified) {
    const unverifies = cause.withdrewMakeVote && state.settledBy === 'community' && !count.passes;
    return unverifies
      ? { isVerified: false, settledBy: null, contests, verifies: false, unverifies: true, releases }
      : { ...unchanged, contests, releases };
  }
  const verifies = !state.rejected && !contested && !contests && count.passes;
  return verifies
    ? { isVerified: true, settledBy: 'community', contests, verifies: true, unverifies: false, releases }
    : { ...unchanged, contests, releases };
}
