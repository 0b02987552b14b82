import {
  type CommunityRuleSettings,
  makePercentage,
  type VerificationChangedV1,
  type VerificationDto,
  type VerificationProgressDto,
} from '@boonies/contracts/verification';

/** A `verifications` row as hand-written SQL returns it. */
export interface VerificationRow {
  id: string;
  post_id: string;
  trick_id: string;
  poster_id: string;
  position: number;
  votes_for: number;
  votes_against: number;
  /** The community rule's make and fake weight (look-alikes merged), and its last count. */
  weighted_for: number;
  weighted_against: number;
  make_voters: number;
  make_share_met: boolean;
  discounted_votes: number;
  is_verified: boolean;
  verified_at: Date | null;
  rejected_at: Date | null;
  settled_by: 'community' | 'admin' | null;
  contested_at: Date | null;
  contest_reason: 'fake_votes' | 'reported' | null;
  decided_at: Date | null;
  decided_by: string | null;
  decision_note: string | null;
  revision: number;
  created_at: Date;
}

/**
 * Where the verification stands: an outcome (an admin's decision, or verified) first, then the review
 * queue, else open. What is still needed follows from the stored count and the configured rule.
 */
export function progressOf(row: VerificationRow, rule: CommunityRuleSettings): VerificationProgressDto {
  const settled = row.decided_at !== null || row.is_verified || row.rejected_at !== null;
  const state = settled
    ? row.is_verified
      ? 'verified'
      : 'rejected'
    : row.contested_at !== null
      ? 'contested'
      : 'open';
  return {
    state,
    decidedBy: settled ? (row.settled_by ?? 'admin') : null,
    makeVoters: row.make_voters,
    votersNeeded: Math.max(0, rule.minVoters - row.make_voters),
    weightNeeded: Math.max(0, rule.minWeightedMakeVotes - row.weighted_for),
    makeShareMet: row.make_share_met,
    discountedVotes: row.discounted_votes,
  };
}

export function toVerificationDto(row: VerificationRow, rule: CommunityRuleSettings): VerificationDto {
  return {
    id: row.id,
    postId: row.post_id,
    trickId: row.trick_id,
    posterId: row.poster_id,
    votesFor: row.votes_for,
    votesAgainst: row.votes_against,
    weightedFor: row.weighted_for,
    weightedAgainst: row.weighted_against,
    isVerified: row.is_verified,
    percentage: makePercentage(row.votes_for, row.votes_against),
    verifiedAt: row.verified_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    progress: progressOf(row, rule),
  };
}

/**
 * The `verification-changed` payload for a row as it now is. A removed verification is announced with the
 * revision after its last one, and as not verified: it no longer counts for anything.
 */
export function verificationChangedOf(
  row: VerificationRow,
  change: { removed?: boolean; autoVerified?: boolean } = {},
): VerificationChangedV1 {
  const removed = change.removed ?? false;
  return {
    verificationId: row.id,
    postId: row.post_id,
    trickId: row.trick_id,
    posterId: row.poster_id,
    votesFor: row.votes_for,
    votesAgainst: row.votes_against,
    isVerified: removed ? false : row.is_verified,
    removed,
    autoVerified: change.autoVerified ?? false,
    weightedFor: Number(row.weighted_for),
    weightedAgainst: Number(row.weighted_against),
    rejected: !removed && row.rejected_at !== null,
    revision: removed ? row.revision + 1 : row.revision,
  };
}
