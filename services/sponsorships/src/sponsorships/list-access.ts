import { type CallerIdentity, decideAccess, type PolicyDecision, policyTarget } from '@boonies/contracts';
import type { AccountFacts } from '../projections/account-facts.repository';

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
 * Whether the caller may see each account, by id. An account the projection does not know yet hides
 * nothing (its rows show it as unknown), as elsewhere in this service.
 */
export function profileVisibility(
  caller: Pick<CallerIdentity, 'userId' | 'isAdmin'>,
  known: readonly AccountFacts[],
): (userId: string) => PolicyDecision {
  const decisions = new Map(known.map((facts) => [facts.userId, profileDecision(caller, facts)]));
  return (userId) => decisions.get(userId) ?? { allowed: true };
}
