import type { CallerIdentity } from '@boonies/contracts/common';
import { decideAccess, type PolicyDecision, policyTarget, unheardOfTarget } from '@boonies/contracts/policy';
import type { AccountFacts } from './account-facts.repository';

/**
 * A sponsorship list shows who sponsors whom, which is part of each side's profile: the access policy's
 * `view_profile` decides whether the caller may see it. A gone account and a skater who blocked the caller
 * are not there (404); the blocker still sees the profile of the one they blocked, and so its sponsors.
 */
export function profileDecision(
  caller: Pick<CallerIdentity, 'userId' | 'isAdmin'>,
  facts: AccountFacts,
): PolicyDecision {
  return decideAccess(
    'view_profile',
    // The viewer's brand flag bears on no view.
    { userId: caller.userId, isAdmin: caller.isAdmin, isBrand: false },
    policyTarget(facts),
    {
      viewerFollowsTarget: false,
      viewerBlockedTarget: facts.viewerBlockedIt,
      targetBlockedViewer: facts.itBlockedViewer,
    },
  );
}

/**
 * Whether the caller may see the account whose list it is: one the projection has not heard of is
 * `unheardOfTarget`, not found as an id that names nobody, but to themselves.
 */
export function ownerDecision(
  caller: Pick<CallerIdentity, 'userId' | 'isAdmin'>,
  known: readonly AccountFacts[],
  ownerId: string,
): PolicyDecision {
  const facts = known.find(({ userId }) => userId === ownerId);
  if (facts) return profileDecision(caller, facts);
  return decideAccess(
    'view_profile',
    { userId: caller.userId, isAdmin: caller.isAdmin, isBrand: false },
    unheardOfTarget(ownerId),
    { viewerFollowsTarget: false, viewerBlockedTarget: false, targetBlockedViewer: false },
  );
}

/**
 * Whether a sponsorship is there for a caller who is neither of its sides (an admin, or anyone asking by
 * its id): only while the policy shows them both sides' profiles, as the lists do. One with a side gone, or
 * blocking the caller, answers as an unknown id.
 */
export function sidesShown(
  visible: (userId: string) => PolicyDecision,
  pair: { brandId: string; athleteId: string },
): boolean {
  return visible(pair.brandId).allowed && visible(pair.athleteId).allowed;
}

/**
 * Whether the caller may see each account, by id. An account the projection does not know yet hides
 * nothing in a list's rows (they show it as unknown), as elsewhere in this service.
 */
export function profileVisibility(
  caller: Pick<CallerIdentity, 'userId' | 'isAdmin'>,
  known: readonly AccountFacts[],
): (userId: string) => PolicyDecision {
  const decisions = new Map(known.map((facts) => [facts.userId, profileDecision(caller, facts)]));
  return (userId) => decisions.get(userId) ?? { allowed: true };
}
