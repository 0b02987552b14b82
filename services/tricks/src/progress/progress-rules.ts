import type { CallerIdentity } from '@boonies/contracts/common';
import type { UserProgressDto } from '@boonies/contracts/tricks';
import { DomainError, forbidden } from '@boonies/platform';

/** A user's standing on one trick; a trick never touched is neither learned nor verified. */
export interface ProgressState {
  learned: boolean;
  verified: boolean;
}

/** The next state of a record given its current one; throws when the rules forbid the change. */
export type ProgressDecision = (current: ProgressState) => ProgressState;

export const PROGRESS_MESSAGES = {
  verifiedLocked: 'Verified tricks are locked and cannot be unchecked',
  ownProgressOnly: 'You can only change your own progress',
  adminVerifiesOnly: 'Only admins can verify tricks',
  verifiedMustBeLearned: 'A verified trick must be learned',
  verifyLearnedOnly: 'Only a learned trick can be verified',
  brandsHaveNoProgress: 'Brand accounts have no trick progress',
} as const;

export function requireOwner(caller: CallerIdentity, userId: string): void {
  if (caller.userId !== userId) throw forbidden(PROGRESS_MESSAGES.ownProgressOnly);
}

/** A skater checks or unchecks a trick; a verified one stays checked. */
export function ownerSetsLearned(learned: boolean): ProgressDecision {
  return (current) => {
    if (!learned && current.verified) throw new DomainError('CONFLICT', PROGRESS_MESSAGES.verifiedLocked);
    return { learned, verified: learned && current.verified };
  };
}

/** An admin sets a record outright; unlearning also unverifies, and `verified` left out keeps it as it is. */
export function adminSets(learned: boolean, verified?: boolean): ProgressDecision {
  if (verified && !learned) {
    throw new DomainError('VALIDATION_FAILED', PROGRESS_MESSAGES.verifiedMustBeLearned, {
      field: 'verified',
    });
  }
  return (current) => ({ learned, verified: learned && (verified ?? current.verified) });
}

/** An admin approves a trick from the unverified list. */
export const adminVerifies: ProgressDecision = (current) => {
  if (!current.learned) throw new DomainError('CONFLICT', PROGRESS_MESSAGES.verifyLearnedOnly);
  return { learned: true, verified: true };
};

/** The community's votes (or an admin's approval of a trick video) verified it: learned and verified. */
export const communityVerifies: ProgressDecision = () => ({ learned: true, verified: true });

/** An admin removed the verification: still learned, no longer verified. */
export const communityUnverifies: ProgressDecision = (current) => ({
  learned: current.learned,
  verified: false,
});

/**
 * `POST /api/user-progress`: admins may set any record, verified included; anyone else only `learned`, and
 * only on their own records.
 */
export function userProgressDecision(caller: CallerIdentity, request: UserProgressDto): ProgressDecision {
  if (caller.isAdmin) return adminSets(request.learned, request.verified);
  if (request.verified !== undefined) throw forbidden(PROGRESS_MESSAGES.adminVerifiesOnly);
  requireOwner(caller, request.userId);
  return ownerSetsLearned(request.learned);
}
