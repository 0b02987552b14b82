import type { CallerIdentity } from '@boonies/contracts/common';
import {
  decideAccess,
  type PolicyAction,
  type PolicyDecision,
  policyTarget,
  type PolicyTarget,
  type PrivacyPreferences,
} from '@boonies/contracts/policy';
import { PROFILE_MESSAGES } from '@boonies/contracts/social';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Relation, SocialGraphRepository } from '../follows/social-graph.repository';
import { PreferencesService } from '../preferences/preferences.service';
import type { Person } from '../people/entities/person.entity';

/** What the policy needs to judge the caller's actions on one skater, gathered once per request. */
export interface AccessFacts {
  caller: CallerIdentity;
  target: Person;
  privacy: PrivacyPreferences;
  relation: Relation;
}

/** A suspension runs while its end lies ahead; a past end is no suspension. */
export function isSuspended(user: Pick<Person, 'suspendedUntil'>, now = new Date()): boolean {
  return user.suspendedUntil !== null && user.suspendedUntil > now;
}

/**
 * The social service's one door to the access policy: profiles, follower lists, follows and follow requests
 * gather the facts here and ask `decideAccess`; no route judges privacy, blocks or account states itself.
 */
@Injectable()
export class SocialAccess {
  constructor(
    private readonly graph: SocialGraphRepository,
    private readonly preferences: PreferencesService,
  ) {}

  async facts(caller: CallerIdentity, target: Person, manager?: EntityManager): Promise<AccessFacts> {
    const [privacy, relation] = await Promise.all([
      this.preferences.privacyOf(target.userId, manager),
      this.graph.relation(caller.userId, target.userId, manager),
    ]);
    return { caller, target, privacy, relation };
  }

  decide(action: PolicyAction, { caller, target, privacy, relation }: AccessFacts): PolicyDecision {
    return decideAccess(
      action,
      // Brand accounts only matter to sponsorships, which are not this service's.
      { userId: caller.userId, isAdmin: caller.isAdmin, isBrand: false },
      policyTargetOf(target, privacy),
      {
        viewerFollowsTarget: relation.isFollowing,
        viewerBlockedTarget: relation.callerBlocked,
        targetBlockedViewer: relation.blockedCaller,
      },
    );
  }

  may(action: PolicyAction, facts: AccessFacts): boolean {
    return this.decide(action, facts).allowed;
  }

  /** Throws the policy's refusal: 404 for what the caller may not know exists, 403 with the reason otherwise. */
  require(action: PolicyAction, facts: AccessFacts): void {
    const decision = this.decide(action, facts);
    if (decision.allowed) return;
    switch (decision.denial) {
      case 'not_found':
        throw new DomainError('NOT_FOUND', PROFILE_MESSAGES.notFound);
      case 'forbidden':
        throw new DomainError('FORBIDDEN', decision.reason);
      case 'unauthenticated':
        throw new DomainError('UNAUTHENTICATED', decision.reason);
    }
  }
}

export function policyTargetOf(user: Person, privacy: PrivacyPreferences): PolicyTarget {
  return policyTarget({
    ...privacy,
    userId: user.userId,
    isActive: user.isActive,
    isSuspended: isSuspended(user),
    isBrand: user.isBrand,
  });
}
