import { makePercentage, type VerificationChangedV1, type VerificationDto } from '@boonies/contracts';

/** A `verifications` row as hand-written SQL returns it. */
export interface VerificationRow {
  id: string;
  post_id: string;
  trick_id: string;
  poster_id: string;
  position: number;
  votes_for: number;
  votes_against: number;
  weighted_for: number;
  weighted_against: number;
  is_verified: boolean;
  verified_at: Date | null;
  rejected_at: Date | null;
  revision: number;
  created_at: Date;
}

export function toVerificationDto(row: VerificationRow): VerificationDto {
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
    revision: removed ? row.revision + 1 : row.revision,
  };
}
