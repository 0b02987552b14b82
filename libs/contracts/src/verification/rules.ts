/**
 * The community verification rule's defaults (docs/verification.md). The service reads each from its
 * configuration; `community-rule.ts` applies them.
 */
export const AUTO_VERIFY_DEFAULTS = {
  /** Weighted make votes needed, counted after accounts that look like one are merged. */
  minWeightedMakeVotes: 3,
  /** Distinct make voters with standing needed. */
  minVoters: 3,
  /** Share of the weighted votes that must be make votes. */
  minMakeShare: 0.7,
  /** Accounts sharing a sign-up address or device this close in time count as one. */
  signalWindowHours: 24,
  /** A verification is contested (sent to the admins' review queue) from this share of fake weight… */
  contestFakeShare: 0.3,
  /** …when the fake votes weigh at least this much. */
  contestMinFakeWeight: 2,
} as const;

/** Percentage shown on a verification: make votes over all votes, rounded; `null` before the first vote. */
export function makePercentage(votesFor: number, votesAgainst: number): number | null {
  const total = votesFor + votesAgainst;
  return total === 0 ? null : Math.round((votesFor / total) * 100);
}

export const VERIFICATION_MESSAGES = {
  ownPost: 'You cannot vote on your own trick video',
  autoVerified: 'Trick automatically verified by community votes!',
  decided: 'An admin has decided this verification; votes no longer change it',
} as const;

/** Why a verification went to the admins' review queue. */
export const CONTEST_REASONS = ['fake_votes', 'reported'] as const;
export type ContestReason = (typeof CONTEST_REASONS)[number];

/** An admin's final word on a contested verification. */
export const VERIFICATION_VERDICTS = ['verified', 'rejected'] as const;
export type VerificationVerdict = (typeof VERIFICATION_VERDICTS)[number];
export const DECISION_NOTE_MAX = 500;
