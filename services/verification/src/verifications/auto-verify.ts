import { AUTO_VERIFY_DEFAULTS, weightOf } from '@boonies/contracts';

/** The community threshold (ARCHITECTURE.md §5); the service reads it from its configuration. */
export interface AutoVerifyThresholds {
  /** Weighted make votes needed. */
  minWeightedMakeVotes: number;
  /** Share of the weighted votes that must be make votes, 0–1. */
  minMakeShare: number;
}

export const DEFAULT_THRESHOLDS: AutoVerifyThresholds = { ...AUTO_VERIFY_DEFAULTS };

/** A verification's votes, counted and weighted. */
export interface Tally {
  votesFor: number;
  votesAgainst: number;
  weightedFor: number;
  weightedAgainst: number;
}

export const EMPTY_TALLY: Tally = { votesFor: 0, votesAgainst: 0, weightedFor: 0, weightedAgainst: 0 };

/** Stored votes of one kind, make (`true`) or fake: how many, and what they weigh together. */
export interface VoteGroup {
  vote: boolean;
  voters: number;
  weight: number;
}

/**
 * The tally of a verification from its stored votes grouped by kind (one vote is a group of one): tallies
 * are always recounted from the votes, never adjusted by a difference.
 */
export function tallyOf(groups: readonly VoteGroup[]): Tally {
  const tally = { ...EMPTY_TALLY };
  for (const { vote, voters, weight } of groups) {
    if (vote) {
      tally.votesFor += voters;
      tally.weightedFor += weight;
    } else {
      tally.votesAgainst += voters;
      tally.weightedAgainst += weight;
    }
  }
  return tally;
}

/** What a voter's vote weighs: 5 for admins and trusted skaters, 1 for anyone else. */
export function voteWeight(voter: { isAdmin: boolean; isTrusted: boolean }): number {
  return weightOf(voter);
}

/**
 * Whether the weighted votes meet the community threshold: enough weighted make votes, and a large enough
 * share of all weighted votes. The share is compared as a quotient, so 7 of 10 meets 0.7 exactly (a
 * product such as `0.7 * 10` is 7.000000000000001 in floating point and would not).
 */
export function meetsAutoVerify(
  tally: Pick<Tally, 'weightedFor' | 'weightedAgainst'>,
  thresholds: AutoVerifyThresholds = DEFAULT_THRESHOLDS,
): boolean {
  const total = tally.weightedFor + tally.weightedAgainst;
  if (total <= 0 || tally.weightedFor < thresholds.minWeightedMakeVotes) return false;
  return tally.weightedFor / total >= thresholds.minMakeShare;
}

/** Where a verification stands before a vote is counted. */
export interface VerificationState {
  isVerified: boolean;
  /** An admin rejected the video: the community cannot verify it again. */
  rejected: boolean;
}

/**
 * The outcome of a recount: verified stays verified whatever the votes say (voting stays open), a rejected
 * video is not verified by votes, and otherwise the threshold decides. `autoVerified` marks the recount
 * that verified it.
 */
export function decideAfterVote(
  state: VerificationState,
  tally: Tally,
  thresholds: AutoVerifyThresholds = DEFAULT_THRESHOLDS,
): { isVerified: boolean; autoVerified: boolean } {
  if (state.isVerified) return { isVerified: true, autoVerified: false };
  if (state.rejected) return { isVerified: false, autoVerified: false };
  const verified = meetsAutoVerify(tally, thresholds);
  return { isVerified: verified, autoVerified: verified };
}
