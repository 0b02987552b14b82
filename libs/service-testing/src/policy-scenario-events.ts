import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { policyPrivacyOf, type PolicyRelationName, type PolicyStateName } from '@boonies/contracts/policy';
import { DEFAULT_PREFERENCES, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { callerFor, newProfile } from './fixtures';
import type { ServiceUnderTest } from './service-under-test';

/** Which of the social service's facts the service under test keeps (it is sent only those it consumes). */
export interface ProjectedFacts {
  preferences: boolean;
  follows: boolean;
}

/** One cell's people, in the service's own data. */
export interface PolicyPeople {
  target: UserProfileChangedV1;
  /** `undefined` for the signed-out visitor. */
  caller: CallerIdentity | undefined;
  viewer: UserProfileChangedV1 | undefined;
}

/** A suspension that outlasts any test run. */
const SUSPENDED_UNTIL = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

/**
 * Builds the access policy table's scenario `relation` × `state` (see `policyScenario`) from the events
 * the auth and social services would send: the target's account, its switches, the viewer's account (admin
 * or brand), a follow or a block between them. A moderator's hidden post is the test's own business: only the
 * service that owns the post knows how to make one.
 */
export async function buildPolicyPeople(
  service: ServiceUnderTest,
  relation: PolicyRelationName,
  state: PolicyStateName,
  facts: ProjectedFacts,
): Promise<PolicyPeople> {
  const target = (
    await service.deliver(
      AUTH_EVENTS.userRegistered,
      newProfile({
        isActive: state !== 'deactivated',
        suspendedUntil: state === 'suspended' ? SUSPENDED_UNTIL() : null,
      }),
    )
  ).data;
  if (facts.preferences) {
    await service.deliver(SOCIAL_EVENTS.preferencesChanged, {
      userId: target.userId,
      notifications: DEFAULT_PREFERENCES.notifications,
      privacy: { ...DEFAULT_PREFERENCES.privacy, ...policyPrivacyOf(state) },
      updatedAt: new Date().toISOString(),
    });
  }
  if (relation === 'anonymous') return { target, caller: undefined, viewer: undefined };
  if (relation === 'self') return { target, caller: callerFor(target.userId), viewer: target };

  const viewer = (
    await service.deliver(
      AUTH_EVENTS.userRegistered,
      newProfile({ isAdmin: relation === 'admin', isBrand: relation === 'brand' }),
    )
  ).data;
  const pair = (from: UserProfileChangedV1, to: UserProfileChangedV1) => ({
    blockerId: from.userId,
    blockedId: to.userId,
  });
  if (relation === 'follower' && facts.follows) {
    await service.deliver(SOCIAL_EVENTS.followed, { followerId: viewer.userId, followingId: target.userId });
  }
  if (relation === 'blocked') await service.deliver(SOCIAL_EVENTS.blocked, pair(target, viewer));
  if (relation === 'blocker') await service.deliver(SOCIAL_EVENTS.blocked, pair(viewer, target));
  return { target, caller: callerFor(viewer.userId, relation === 'admin'), viewer };
}

/** The error code a refused cell answers (`POLICY_ANSWER_STATUS` gives its HTTP status). */
export const POLICY_ANSWER_CODE = { N: 'NOT_FOUND', F: 'FORBIDDEN', U: 'UNAUTHENTICATED' } as const;

/**
 * What a service call answered, as a cell of the policy table: `Y` when it succeeded, the letter of its
 * refusal, or the refusal's own code (which matches no cell) when it failed for another reason.
 */
export async function policyAnswerOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'Y';
  } catch (error) {
    const code = (error as { toBody?: () => { code: string } }).toBody?.().code;
    const letter = Object.entries(POLICY_ANSWER_CODE).find(([, known]) => known === code)?.[0];
    if (letter) return letter;
    if (code) return code;
    throw error;
  }
}
