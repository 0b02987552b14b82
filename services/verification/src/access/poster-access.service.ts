import type { CallerIdentity } from '@boonies/contracts/common';
import {
  decideAccess,
  POLICY_REASONS,
  type PolicyAction,
  type PolicyDecision,
} from '@boonies/contracts/policy';
import { type DomainError, forbidden, notFound, unauthenticated } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccessFactsRepository } from './access-facts.repository';

/** The trick video a verification is about: who posted it and which post it is. */
export interface PosterRef {
  posterId: string;
  postId: string;
}

/**
 * Asks the access policy whether the caller may see (`view_posts`) or vote on (`vote`) a poster's trick
 * video, from this service's projections of the poster's account, switches, follows, blocks and the post's
 * moderation mark. An account or post the projections do not know yet counts as the defaults: active,
 * public, unhidden.
 */
@Injectable()
export class PosterAccess {
  constructor(private readonly facts: AccessFactsRepository) {}

  async decide(
    manager: EntityManager,
    action: Extract<PolicyAction, 'view_posts' | 'vote'>,
    caller: CallerIdentity,
    { posterId, postId }: PosterRef,
  ): Promise<PolicyDecision> {
    const facts = await this.facts.factsAbout(manager, caller.userId, posterId, postId);
    return decideAccess(
      action,
      { userId: caller.userId, isAdmin: caller.isAdmin, isBrand: facts.viewerIsBrand },
      facts.poster,
      facts.relation,
      { isHidden: facts.postHidden },
    );
  }

  /** Throws the refusal a route answers; a thing the caller may not see is a verification that is not there. */
  async require(
    manager: EntityManager,
    action: Extract<PolicyAction, 'view_posts' | 'vote'>,
    caller: CallerIdentity,
    poster: PosterRef,
    ownPostReason: string,
  ): Promise<void> {
    const decision = await this.decide(manager, action, caller, poster);
    if (decision.allowed) return;
    throw refusalOf(decision, ownPostReason);
  }
}

/**
 * The policy's refusals as this service answers them: the existing text for voting on one's own video,
 * and "Verification not found" for anything hidden from the caller.
 */
function refusalOf(
  decision: Extract<PolicyDecision, { allowed: false }>,
  ownPostReason: string,
): DomainError {
  switch (decision.denial) {
    case 'not_found':
      return notFound('Verification');
    case 'unauthenticated':
      return unauthenticated();
    case 'forbidden':
      return forbidden(decision.reason === POLICY_REASONS.self ? ownPostReason : decision.reason);
  }
}
