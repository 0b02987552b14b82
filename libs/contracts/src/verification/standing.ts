import { PRIVILEGED_WEIGHT } from '../posts/rules';

/**
 * A skater's standing: what their verification vote weighs, worked out afresh from facts the verification
 * service projects from the other services' events. Nothing about it is ever incremented: change a fact
 * and the weight follows.
 */
export interface StandingFacts {
  isAdmin: boolean;
  isTrusted: boolean;
  isActive: boolean;
  /** Days since the account signed up (fractional). */
  accountAgeDays: number;
  /** Distinct tricks the skater has verified on their own videos (by the community or an admin). */
  verifiedTricks: number;
  /** Their votes on verifications that have an outcome, and how many of those agreed with it. */
  decidedVotes: number;
  agreedVotes: number;
  /** Moderators' warnings within the standing window. */
  recentWarnings: number;
  /** Suspensions within the standing window, and whether one runs now. */
  recentSuspensions: number;
  suspendedNow: boolean;
}

/** The tunable parts of standing; the verification service reads them from its configuration. */
export interface StandingSettings {
  /** An account younger than this weighs nothing. */
  minAccountAgeDays: number;
  /** Verified tricks of one's own from which a vote weighs one more. */
  experiencedAfterTricks: number;
  /** Decided votes after which one's track record counts, for better or worse. */
  trackRecordAfterVotes: number;
  /** Share of agreeing decided votes from which a good track record weighs one more. */
  goodAgreementShare: number;
  /** Below this share of agreeing decided votes, a vote weighs nothing. */
  poorAgreementShare: number;
  /** How far back warnings and suspensions count. */
  windowDays: number;
}

export const STANDING_DEFAULTS: StandingSettings = {
  minAccountAgeDays: 7,
  experiencedAfterTricks: 5,
  trackRecordAfterVotes: 10,
  goodAgreementShare: 0.8,
  poorAgreementShare: 0.5,
  windowDays: 180,
};

/** The most an ordinary skater's vote weighs; admins and trusted skaters weigh `PRIVILEGED_WEIGHT`. */
export const MAX_EARNED_WEIGHT = 3;

/** Why a vote weighs what it does, each the answer to "why not more?" or "what earned it?". */
export const STANDING_REASONS = [
  'staff',
  'suspended',
  'recently_suspended',
  'new_account',
  'no_verified_trick',
  'votes_disagree',
  'established',
  'experienced',
  'good_track_record',
  'warned',
] as const;
export type StandingReason = (typeof STANDING_REASONS)[number];

/** Where a skater stands: `none` votes count for nothing yet, `established` count, `staff` weigh the most. */
export type StandingTier = 'none' | 'established' | 'staff';

export interface Standing {
  weight: number;
  tier: StandingTier;
  /** What set the weight, in the order they applied. */
  reasons: StandingReason[];
}

/**
 * The weight of a vote. Staff (admins, trusted skaters) weigh `PRIVILEGED_WEIGHT`; an active account old
 * enough, with a verified trick of its own, no recent suspension and a track record that is not mostly
 * wrong weighs 1, one more for experience and one more for a good track record, one less per recent
 * warning; anyone else weighs 0 until they earn standing.
 */
export function standingOf(facts: StandingFacts, settings: StandingSettings = STANDING_DEFAULTS): Standing {
  const none = (reason: StandingReason): Standing => ({ weight: 0, tier: 'none', reasons: [reason] });
  if (!facts.isActive || facts.suspendedNow) return none('suspended');
  if (facts.isAdmin || facts.isTrusted)
    return { weight: PRIVILEGED_WEIGHT, tier: 'staff', reasons: ['staff'] };
  if (facts.recentSuspensions > 0) return none('recently_suspended');
  if (facts.accountAgeDays < settings.minAccountAgeDays) return none('new_account');
  if (facts.verifiedTricks < 1) return none('no_verified_trick');
  const hasTrackRecord = facts.decidedVotes >= settings.trackRecordAfterVotes;
  const agreement = facts.decidedVotes === 0 ? 1 : facts.agreedVotes / facts.decidedVotes;
  if (hasTrackRecord && agreement < settings.poorAgreementShare) return none('votes_disagree');

  const reasons: StandingReason[] = ['established'];
  let weight = 1;
  if (facts.verifiedTricks >= settings.experiencedAfterTricks) {
    weight += 1;
    reasons.push('experienced');
  }
  if (hasTrackRecord && agreement >= settings.goodAgreementShare) {
    weight += 1;
    reasons.push('good_track_record');
  }
  if (facts.recentWarnings > 0) {
    weight -= facts.recentWarnings;
    reasons.push('warned');
  }
  weight = Math.max(0, Math.min(MAX_EARNED_WEIGHT, weight));
  return { weight, tier: weight > 0 ? 'established' : 'none', reasons };
}

/**
 * Whether a skater's say counts in community verification: their vote weighs something, and their report
 * of a trick video contests its verifications. Without standing a vote counts for nothing and a report
 * only reaches the moderators, so a throwaway account can neither verify a trick nor freeze one.
 */
export function hasStanding(standing: Pick<Standing, 'weight'>): boolean {
  return standing.weight > 0;
}
