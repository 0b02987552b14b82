import type { CallerIdentity } from '@boonies/contracts/common';
import {
  decideAccess,
  type PolicyAction,
  type PolicyDecision,
  policyTarget,
} from '@boonies/contracts/policy';

/** What the access policy needs of one account, as seen by one viewer, from this service's projections. */
export interface AccountFacts {
  userId: string;
  isActive: boolean;
  isSuspended: boolean;
  isBrand: boolean;
  allowMessages: boolean | null;
  publicProfile: boolean | null;
  showProgress: boolean | null;
  appearOnLeaderboard: boolean | null;
  viewerFollowsIt: boolean;
  viewerBlockedIt: boolean;
  itBlockedViewer: boolean;
}

/** The access policy's answer for the caller about one account. */
export function decide(
  action: PolicyAction,
  caller: Pick<CallerIdentity, 'userId' | 'isAdmin'>,
  callerIsBrand: boolean,
  facts: AccountFacts,
): PolicyDecision {
  return decideAccess(
    action,
    { userId: caller.userId, isAdmin: caller.isAdmin, isBrand: callerIsBrand },
    policyTarget(facts),
    {
      viewerFollowsTarget: facts.viewerFollowsIt,
      viewerBlockedTarget: facts.viewerBlockedIt,
      targetBlockedViewer: facts.itBlockedViewer,
    },
  );
}
