import {
  decideAccess,
  POLICY_REASONS,
  policyTarget,
  type CallerIdentity,
  type PolicyAction,
  type PolicyDecision,
} from '@boonies/contracts';
import { type DomainError, forbidden, notFound, unauthenticated } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { verificationTables } from '../database/verification-tables';

/** The trick video a verification is about: who posted it and which post it is. */
export interface PosterRef {
  posterId: string;
  postId: string;
}

interface FactsRow {
  viewer_is_brand: boolean;
  is_active: boolean;
  is_suspended: boolean;
  is_brand: boolean;
  public_profile: boolean | null;
  show_progress: boolean | null;
  show_followers: boolean | null;
  allow_messages: boolean | null;
  follows: boolean;
  viewer_blocked: boolean;
  target_blocked: boolean;
  post_hidden: boolean;
}

/**
 * Asks the access policy whether the caller may see (`view_posts`) or vote on (`vote`) a poster's trick
 * video, from this service's projections of the poster's account, switches, follows, blocks and the post's
 * moderation mark. An account or post the projections do not know yet counts as the defaults: active,
 * public, unhidden.
 */
@Injectable()
export class PosterAccess {
  private readonly facts: string;

  constructor(dataSource: DataSource) {
    const t = verificationTables(dataSource);
    this.facts = `
      SELECT coalesce(v.is_brand, false) AS viewer_is_brand,
             coalesce(a.is_active, true) AS is_active,
             coalesce(a.suspended_until > now(), false) AS is_suspended,
             coalesce(a.is_brand, false) AS is_brand,
             p.public_profile, p.show_progress, p.show_followers, p.allow_messages,
             EXISTS (SELECT 1 FROM ${t.follows} f
                     WHERE f.follower_id = $1 AND f.following_id = $2 AND f.is_following) AS follows,
             EXISTS (SELECT 1 FROM ${t.blocks} b
                     WHERE b.blocker_id = $1 AND b.blocked_id = $2 AND b.is_blocking) AS viewer_blocked,
             EXISTS (SELECT 1 FROM ${t.blocks} b
                     WHERE b.blocker_id = $2 AND b.blocked_id = $1 AND b.is_blocking) AS target_blocked,
             coalesce(h.is_hidden, false) AS post_hidden
      FROM (VALUES (1)) AS one
      LEFT JOIN ${t.voters} a ON a.user_id = $2
      LEFT JOIN ${t.voters} v ON v.user_id = $1
      LEFT JOIN ${t.privacySettings} p ON p.user_id = $2
      LEFT JOIN ${t.hiddenPosts} h ON h.post_id = $3`;
  }

  async decide(
    manager: EntityManager,
    action: Extract<PolicyAction, 'view_posts' | 'vote'>,
    caller: CallerIdentity,
    { posterId, postId }: PosterRef,
  ): Promise<PolicyDecision> {
    const [f] = await manager.query<FactsRow[]>(this.facts, [caller.userId, posterId, postId]);
    return decideAccess(
      action,
      { userId: caller.userId, isAdmin: caller.isAdmin, isBrand: f.viewer_is_brand },
      policyTarget({
        userId: posterId,
        isActive: f.is_active,
        isSuspended: f.is_suspended,
        isBrand: f.is_brand,
        publicProfile: f.public_profile,
        showProgress: f.show_progress,
        showFollowers: f.show_followers,
        allowMessages: f.allow_messages,
      }),
      {
        viewerFollowsTarget: f.follows,
        viewerBlockedTarget: f.viewer_blocked,
        targetBlockedViewer: f.target_blocked,
      },
      { isHidden: f.post_hidden },
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
