import type { CallerIdentity } from '@boonies/contracts/common';
import { decideAccess, POLICY_REASONS, type PolicyDecision, policyTarget } from '@boonies/contracts/policy';
import {
  SPONSORSHIP_MESSAGES,
  type SponsorshipListQuery,
  type SponsorshipState,
  type SponsorshipStatus,
} from '@boonies/contracts/sponsorships';
import { DomainError, forbidden, unauthenticated } from '@boonies/platform';

/** What can happen to a stored sponsorship. */
export type SponsorshipAction = 'accept' | 'reject' | 'remove';

/** How the caller stands to one sponsorship. */
export type SponsorshipRole = 'brand' | 'athlete' | 'admin' | 'other';

export const SPONSORSHIP_ACTIONS: readonly SponsorshipAction[] = ['accept', 'reject', 'remove'];
export const SPONSORSHIP_ROLES: readonly SponsorshipRole[] = ['brand', 'athlete', 'admin', 'other'];

/** A side of the pair is that side even when also an admin: an admin answers only their own requests. */
export function roleOf(
  caller: Pick<CallerIdentity, 'userId' | 'isAdmin'>,
  pair: { brandId: string; athleteId: string },
): SponsorshipRole {
  if (caller.userId === pair.brandId) return 'brand';
  if (caller.userId === pair.athleteId) return 'athlete';
  return caller.isAdmin ? 'admin' : 'other';
}

/** The brand cancels or removes its own; admins may remove any (moderation). */
export function mayRemove(role: SponsorshipRole): boolean {
  return role === 'brand' || role === 'admin';
}

export type Transition = { next: SponsorshipState; refusal?: never } | { refusal: DomainError; next?: never };

/**
 * The sponsorship state machine (spec §4): pending → accepted | rejected by the athlete alone; accepted
 * and rejected are final answers; the brand (or an admin) may cancel a pending request or remove an
 * accepted sponsorship at any time, which ends it (`removed`). Who may act is checked before the state,
 * so a stranger learns nothing about a request's progress.
 */
export function transition(
  status: SponsorshipStatus,
  action: SponsorshipAction,
  role: SponsorshipRole,
): Transition {
  if (action === 'remove') {
    if (!mayRemove(role)) return { refusal: forbidden(SPONSORSHIP_MESSAGES.brandOnly) };
    // A rejected request is not a live sponsorship: there is nothing to cancel or remove.
    if (status === 'rejected') return { refusal: conflict(SPONSORSHIP_MESSAGES.rejectedIsFinal) };
    return { next: 'removed' };
  }
  if (role !== 'athlete') return { refusal: forbidden(SPONSORSHIP_MESSAGES.athleteOnly) };
  if (status !== 'pending') return { refusal: conflict(SPONSORSHIP_MESSAGES.alreadyAnswered) };
  return { next: action === 'accept' ? 'accepted' : 'rejected' };
}

/** What the request path knows before writing anything. */
export interface RequestCheck {
  caller: Pick<CallerIdentity, 'userId' | 'isAdmin'>;
  /** The caller's account is a brand in the users projection (unknown counts as not a brand). */
  callerIsBrand: boolean;
  /** `brand_id` of the body, when sent. */
  claimedBrandId?: string;
  athleteId: string;
  /** The body field that named the athlete, for a refusal's `field`. */
  athleteField: 'userId' | 'user_id';
  /** `null` when the projection does not know the athlete. */
  athlete: { isBrand: boolean; isActive: boolean; isSuspended: boolean } | null;
  callerBlockedAthlete: boolean;
  athleteBlockedCaller: boolean;
}

/**
 * The access policy's answer to "may the caller send this athlete a sponsorship request?". An athlete the
 * projection does not know is not there. Privacy switches and follows bear on no request, so they are not
 * projected here; the policy reads them as their defaults.
 */
export function sponsorDecision(check: RequestCheck): PolicyDecision {
  if (!check.athlete) return { allowed: false, denial: 'not_found', reason: POLICY_REASONS.notFound };
  return decideAccess(
    'sponsor',
    { userId: check.caller.userId, isAdmin: check.caller.isAdmin, isBrand: check.callerIsBrand },
    policyTarget({ userId: check.athleteId, ...check.athlete }),
    {
      viewerFollowsTarget: false,
      viewerBlockedTarget: check.callerBlockedAthlete,
      targetBlockedViewer: check.athleteBlockedCaller,
    },
  );
}

const FORBIDDEN_TEXTS: Partial<Record<string, string>> = {
  [POLICY_REASONS.self]: SPONSORSHIP_MESSAGES.toSelf,
  [POLICY_REASONS.brandsOnly]: SPONSORSHIP_MESSAGES.brandsOnly,
};

/** The policy's refusals in the sponsorship spec's words, in one place. */
export function policyRefusal(decision: PolicyDecision): DomainError | null {
  if (decision.allowed) return null;
  switch (decision.denial) {
    case 'not_found':
      // Gone, unknown, or a skater who blocked the brand: all read as no such skater.
      return new DomainError('NOT_FOUND', SPONSORSHIP_MESSAGES.unknownAthlete);
    case 'unauthenticated':
      return unauthenticated();
    case 'forbidden':
      return forbidden(FORBIDDEN_TEXTS[decision.reason] ?? decision.reason);
  }
}

/**
 * Why a brand may not ask this athlete; `null` when it may. The access policy first (brands only, blocks
 * either way, gone accounts, oneself), then what only a sponsorship has: the body's brand must be the
 * caller, and a brand is never an athlete.
 */
export function requestRefusal(check: RequestCheck): DomainError | null {
  const refusal = policyRefusal(sponsorDecision(check));
  if (refusal) return refusal;
  if (check.claimedBrandId !== undefined && check.claimedBrandId !== check.caller.userId) {
    return forbidden(SPONSORSHIP_MESSAGES.notAsYourself);
  }
  if (check.athlete?.isBrand) {
    return new DomainError('VALIDATION_FAILED', SPONSORSHIP_MESSAGES.toBrand, { field: check.athleteField });
  }
  return null;
}

/**
 * Who may read which list: accepted sponsorships are public to signed-in users who may see the profiles
 * they are part of (profiles show sponsors and sponsored athletes; `access/list-access.ts`); requests in other states only to their two sides and admins; everything unfiltered
 * only to admins.
 */
export function listRefusal(
  caller: Pick<CallerIdentity, 'userId' | 'isAdmin'>,
  query: SponsorshipListQuery,
): DomainError | null {
  if (caller.isAdmin) return null;
  if (!query.brandId && !query.athleteId) return forbidden(SPONSORSHIP_MESSAGES.listEverything);
  if (query.status === 'accepted') return null;
  if (caller.userId === query.brandId || caller.userId === query.athleteId) return null;
  return forbidden(SPONSORSHIP_MESSAGES.listScope);
}

/** The time of a change: now, or just after the previous change, so consumers never see two at one instant. */
export function changeTimeAfter(previous: Date, now = new Date()): Date {
  return now.getTime() > previous.getTime() ? now : new Date(previous.getTime() + 1);
}

function conflict(message: string): DomainError {
  return new DomainError('CONFLICT', message);
}
