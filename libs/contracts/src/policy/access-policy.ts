import { DEFAULT_PRIVACY } from './privacy';

/**
 * The one answer to "may this viewer see or touch this skater's things?". Every service asks it, on reads,
 * interactions and live pushes alike; a service that filters in SQL for speed (feeds, the leaderboard)
 * runs the same table of cases (`access-policy.table.ts`) against its real routes.
 *
 * The function is pure: the caller gathers the facts (its projections of follows, blocks, privacy settings
 * and account states) and the policy decides.
 */

/** Who asks. `userId` null: a signed-out visitor. */
export interface PolicyViewer {
  userId: string | null;
  isAdmin: boolean;
  isBrand: boolean;
}

/** The skater whose profile, posts, progress or inbox the action is about. */
export interface PolicyTarget {
  userId: string;
  /** False once the owner deactivated the account. */
  isActive: boolean;
  /** True while a moderator's suspension runs. */
  isSuspended: boolean;
  isBrand: boolean;
  /** Off: posts, progress and follower lists are for approved followers only. */
  publicProfile: boolean;
  /** Off: score, level and progress are for approved followers only. */
  showProgress: boolean;
  /** Off: the follower and following lists are for approved followers only. */
  showFollowers: boolean;
  allowMessages: boolean;
  /** Off: left out of the leaderboard for everyone but the owner and admins. */
  appearOnLeaderboard: boolean;
}

/** How the viewer and the target stand to each other. */
export interface PolicyRelation {
  /** The viewer follows the target, and the target approved it where approval was needed. */
  viewerFollowsTarget: boolean;
  viewerBlockedTarget: boolean;
  targetBlockedViewer: boolean;
}

/** The post or reply the action is about, where there is one. */
export interface PolicyContent {
  /** Hidden by a moderator. */
  isHidden: boolean;
}

export const POLICY_ACTIONS = [
  'view_profile',
  'view_posts',
  'view_progress',
  'view_followers',
  'list_on_leaderboard',
  'reply',
  'react',
  'vote',
  'follow',
  'message',
  'sponsor',
  'mention',
  'challenge',
] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];

/** The actions about one post or reply, which a moderator's hiding takes away. */
export const CONTENT_ACTIONS: ReadonlySet<PolicyAction> = new Set(['view_posts', 'reply', 'react', 'vote']);

/** The actions that only look; the rest change something. */
export const VIEW_ACTIONS: ReadonlySet<PolicyAction> = new Set([
  'view_profile',
  'view_posts',
  'view_progress',
  'view_followers',
  'list_on_leaderboard',
]);

/**
 * Why an action is refused, and so how to answer:
 * - `not_found`: the viewer may not know the thing exists (404, never 403);
 * - `forbidden`: the viewer sees it but may not do this (403, with the reason);
 * - `unauthenticated`: signing in might allow it (401).
 */
export type PolicyDenial = 'not_found' | 'forbidden' | 'unauthenticated';

export type PolicyDecision =
  { allowed: true } | { allowed: false; denial: PolicyDenial; reason: PolicyReason };

export const POLICY_REASONS = {
  signInRequired: 'Sign in to do that',
  notFound: 'Not found',
  self: 'You cannot do that to yourself',
  blockedByYou: 'You blocked this skater. Unblock them first.',
  blocked: 'This action is not available for this user',
  privateProfile: 'This skater shares this with approved followers only',
  messagesOff: 'This skater does not accept direct messages',
  brandsOnly: 'Only brand accounts can send sponsorship requests',
  challengesOff: 'This skater does not accept challenges',
  brandsDoNotPlay: 'Brand accounts do not play S.K.A.T.E.',
} as const;
export type PolicyReason = (typeof POLICY_REASONS)[keyof typeof POLICY_REASONS];

const ALLOW: PolicyDecision = { allowed: true };
const deny = (denial: PolicyDenial, reason: PolicyReason): PolicyDecision => ({
  allowed: false,
  denial,
  reason,
});
const NOT_FOUND = deny('not_found', POLICY_REASONS.notFound);

/**
 * The whole policy, in the order it is judged:
 * 1. The community is for members: a signed-out visitor sees and does nothing (401).
 * 2. An account that is deactivated or suspended, and a post a moderator hid, is gone: only its owner still
 *    sees it (a hidden post, marked as such); nobody may touch it, and a gone account leaves the
 *    leaderboard. Moderators work from the reports' snapshots, not from the community's paths.
 * 3. A block works both ways: the blocked skater cannot find the blocker at all; the blocker still sees the
 *    profile (to unblock it) but nothing the other posts, and neither can touch the other. Blocks bind
 *    admins too: moderation has its own routes.
 * 4. Privacy: a private profile shows its posts, progress and followers to approved followers only; Show
 *    Progress and Show Followers off do the same for their part. Admins see past privacy.
 * 5. Interactions need what they act on to be visible, then their own rule (no self-follow, messages on,
 *    brands for sponsorships, no brands and messages on for game challenges).
 */
export function decideAccess(
  action: PolicyAction,
  viewer: PolicyViewer,
  target: PolicyTarget,
  relation: PolicyRelation,
  content?: PolicyContent,
): PolicyDecision {
  if (viewer.userId === null) return deny('unauthenticated', POLICY_REASONS.signInRequired);
  const isSelf = viewer.userId === target.userId;
  const looking = VIEW_ACTIONS.has(action);

  const gone =
    !target.isActive || target.isSuspended || (CONTENT_ACTIONS.has(action) && content?.isHidden === true);
  if (gone && !(isSelf && looking && action !== 'list_on_leaderboard')) return NOT_FOUND;

  if (relation.targetBlockedViewer) return NOT_FOUND;
  if (relation.viewerBlockedTarget) {
    if (action === 'view_profile') return ALLOW;
    return looking ? NOT_FOUND : deny('forbidden', POLICY_REASONS.blockedByYou);
  }

  const approved = isSelf || viewer.isAdmin || relation.viewerFollowsTarget;
  const postsVisible = approved || target.publicProfile;
  switch (action) {
    case 'view_profile':
    case 'mention':
      return ALLOW;
    case 'view_posts':
    case 'reply':
    case 'react':
      return postsVisible ? ALLOW : NOT_FOUND;
    case 'view_progress':
      return approved || (target.publicProfile && target.showProgress)
        ? ALLOW
        : deny('forbidden', POLICY_REASONS.privateProfile);
    case 'view_followers':
      return approved || (target.publicProfile && target.showFollowers)
        ? ALLOW
        : deny('forbidden', POLICY_REASONS.privateProfile);
    case 'list_on_leaderboard':
      // The leaderboard shows a score and nothing else: "Appear on the leaderboard" lets a private skater be
      // ranked, and Show Progress off keeps the score from everyone but approved followers.
      if (isSelf || viewer.isAdmin) return ALLOW;
      return target.appearOnLeaderboard && (target.showProgress || relation.viewerFollowsTarget)
        ? ALLOW
        : NOT_FOUND;
    case 'vote':
      if (!postsVisible) return NOT_FOUND;
      return isSelf ? deny('forbidden', POLICY_REASONS.self) : ALLOW;
    case 'follow':
      // A private profile takes follow requests; whether one needs approval is `followNeedsApproval`.
      return isSelf ? deny('forbidden', POLICY_REASONS.self) : ALLOW;
    case 'message':
      if (isSelf) return deny('forbidden', POLICY_REASONS.self);
      return target.allowMessages ? ALLOW : deny('forbidden', POLICY_REASONS.messagesOff);
    case 'sponsor':
      if (isSelf) return deny('forbidden', POLICY_REASONS.self);
      return viewer.isBrand ? ALLOW : deny('forbidden', POLICY_REASONS.brandsOnly);
    case 'challenge':
      // A game invitation is a message of sorts: Allow Direct Messages off closes it too.
      if (isSelf) return deny('forbidden', POLICY_REASONS.self);
      if (viewer.isBrand || target.isBrand) return deny('forbidden', POLICY_REASONS.brandsDoNotPlay);
      return target.allowMessages ? ALLOW : deny('forbidden', POLICY_REASONS.challengesOff);
  }
}

/** A follow of a private profile is a request the owner approves or declines. */
export function followNeedsApproval(target: Pick<PolicyTarget, 'publicProfile'>): boolean {
  return !target.publicProfile;
}

type PolicySwitches = Omit<PolicyTarget, 'userId' | 'isActive' | 'isSuspended' | 'isBrand'>;

/**
 * A target from the facts a service keeps. A privacy switch it does not keep (absent, or null from a
 * projection row not yet written) stands at its default: each service projects the switches its own
 * actions depend on, and the others bear on none of them.
 */
export function policyTarget(
  facts: Pick<PolicyTarget, 'userId' | 'isActive' | 'isSuspended' | 'isBrand'> & {
    [Switch in keyof PolicySwitches]?: boolean | null;
  },
): PolicyTarget {
  const defaults = DEFAULT_PRIVACY;
  return {
    userId: facts.userId,
    isActive: facts.isActive,
    isSuspended: facts.isSuspended,
    isBrand: facts.isBrand,
    publicProfile: facts.publicProfile ?? defaults.publicProfile,
    showProgress: facts.showProgress ?? defaults.showProgress,
    showFollowers: facts.showFollowers ?? defaults.showFollowers,
    allowMessages: facts.allowMessages ?? defaults.allowMessages,
    appearOnLeaderboard: facts.appearOnLeaderboard ?? defaults.appearOnLeaderboard,
  };
}

/**
 * The target for an account a service has not heard of: to the policy it is a gone account. Anyone else is
 * answered as for an id that names nobody (404), which it may well be, so that a hidden account and a
 * missing one answer alike; its owner, whose sign-up may not have reached the service yet, still sees their
 * own things.
 */
export function unheardOfTarget(userId: string): PolicyTarget {
  return policyTarget({ userId, isActive: false, isSuspended: false, isBrand: false });
}

/** Shorthand for the common question. */
export function mayAccess(...args: Parameters<typeof decideAccess>): boolean {
  return decideAccess(...args).allowed;
}
