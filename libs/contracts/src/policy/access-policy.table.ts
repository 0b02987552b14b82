import type {
  PolicyAction,
  PolicyContent,
  PolicyDenial,
  PolicyRelation,
  PolicyTarget,
  PolicyViewer,
} from './access-policy';

/**
 * The access policy as a table: every relation of a viewer to a skater, every state the skater's account
 * (or post) can be in, every action, and the answer. `decideAccess` is checked against it, and every
 * service's tests build the same scenarios in real data and check their routes give the same answers.
 */

/** How the viewer stands to the target. A brand is a stranger with a brand account. */
export const POLICY_RELATIONS = [
  'self',
  'follower',
  'stranger',
  'brand',
  'blocked',
  'blocker',
  'admin',
  'anonymous',
] as const;
export type PolicyRelationName = (typeof POLICY_RELATIONS)[number];

/**
 * What the target's account (or post) is like:
 * - `public`: every privacy switch on (the default);
 * - `private`: Public Profile off;
 * - `progress_hidden`: Show Progress off;
 * - `quiet`: public, with Show Progress, Show Followers, Allow Messages and Appear on the Leaderboard off;
 * - `deactivated`, `suspended`: the account is gone (otherwise public);
 * - `hidden_post`: public, and the post acted on was hidden by a moderator.
 */
export const POLICY_STATES = [
  'public',
  'private',
  'progress_hidden',
  'quiet',
  'deactivated',
  'suspended',
  'hidden_post',
] as const;
export type PolicyStateName = (typeof POLICY_STATES)[number];

/** `Y` allowed, `N` not found (404), `F` forbidden (403), `U` sign in first (401). */
export type PolicyAnswer = 'Y' | 'N' | 'F' | 'U';

/** Each row lists the answers in the order of `POLICY_RELATIONS`. */
type Row = string;
const PUBLIC_REST = {
  follow: /*      */ 'F Y Y Y N F Y U',
  message: /*     */ 'F Y Y Y N F Y U',
  sponsor: /*     */ 'F F F Y N F F U',
  mention: /*     */ 'Y Y Y Y N F Y U',
  challenge: /*   */ 'F Y Y F N F Y U',
};
const GONE: Record<PolicyAction, Row> = {
  view_profile: /*        */ 'Y N N N N N N U',
  view_posts: /*          */ 'Y N N N N N N U',
  view_progress: /*       */ 'Y N N N N N N U',
  view_followers: /*      */ 'Y N N N N N N U',
  list_on_leaderboard: /* */ 'N N N N N N N U',
  reply: /*               */ 'N N N N N N N U',
  react: /*               */ 'N N N N N N N U',
  vote: /*                */ 'N N N N N N N U',
  follow: /*              */ 'N N N N N N N U',
  message: /*             */ 'N N N N N N N U',
  sponsor: /*             */ 'N N N N N N N U',
  mention: /*             */ 'N N N N N N N U',
  challenge: /*           */ 'N N N N N N N U',
};

//                              self fol str brd blk bkr adm anon
const TABLE: Record<PolicyStateName, Record<PolicyAction, Row>> = {
  public: {
    view_profile: /*        */ 'Y Y Y Y N Y Y U',
    view_posts: /*          */ 'Y Y Y Y N N Y U',
    view_progress: /*       */ 'Y Y Y Y N N Y U',
    view_followers: /*      */ 'Y Y Y Y N N Y U',
    list_on_leaderboard: /* */ 'Y Y Y Y N N Y U',
    reply: /*               */ 'Y Y Y Y N F Y U',
    react: /*               */ 'Y Y Y Y N F Y U',
    vote: /*                */ 'F Y Y Y N F Y U',
    ...PUBLIC_REST,
  },
  private: {
    view_profile: /*        */ 'Y Y Y Y N Y Y U',
    view_posts: /*          */ 'Y Y N N N N Y U',
    view_progress: /*       */ 'Y Y F F N N Y U',
    view_followers: /*      */ 'Y Y F F N N Y U',
    list_on_leaderboard: /* */ 'Y Y Y Y N N Y U',
    reply: /*               */ 'Y Y N N N F Y U',
    react: /*               */ 'Y Y N N N F Y U',
    vote: /*                */ 'F Y N N N F Y U',
    ...PUBLIC_REST,
  },
  progress_hidden: {
    view_profile: /*        */ 'Y Y Y Y N Y Y U',
    view_posts: /*          */ 'Y Y Y Y N N Y U',
    view_progress: /*       */ 'Y Y F F N N Y U',
    view_followers: /*      */ 'Y Y Y Y N N Y U',
    list_on_leaderboard: /* */ 'Y Y N N N N Y U',
    reply: /*               */ 'Y Y Y Y N F Y U',
    react: /*               */ 'Y Y Y Y N F Y U',
    vote: /*                */ 'F Y Y Y N F Y U',
    ...PUBLIC_REST,
  },
  quiet: {
    view_profile: /*        */ 'Y Y Y Y N Y Y U',
    view_posts: /*          */ 'Y Y Y Y N N Y U',
    view_progress: /*       */ 'Y Y F F N N Y U',
    view_followers: /*      */ 'Y Y F F N N Y U',
    list_on_leaderboard: /* */ 'Y N N N N N Y U',
    reply: /*               */ 'Y Y Y Y N F Y U',
    react: /*               */ 'Y Y Y Y N F Y U',
    vote: /*                */ 'F Y Y Y N F Y U',
    ...PUBLIC_REST,
    message: /*             */ 'F F F F N F F U',
    challenge: /*           */ 'F F F F N F F U',
  },
  deactivated: GONE,
  suspended: GONE,
  hidden_post: {
    view_profile: /*        */ 'Y Y Y Y N Y Y U',
    view_posts: /*          */ 'Y N N N N N N U',
    view_progress: /*       */ 'Y Y Y Y N N Y U',
    view_followers: /*      */ 'Y Y Y Y N N Y U',
    list_on_leaderboard: /* */ 'Y Y Y Y N N Y U',
    reply: /*               */ 'N N N N N N N U',
    react: /*               */ 'N N N N N N N U',
    vote: /*                */ 'N N N N N N N U',
    ...PUBLIC_REST,
  },
};

export interface PolicyCase {
  relation: PolicyRelationName;
  state: PolicyStateName;
  action: PolicyAction;
  expected: PolicyAnswer;
}

/** Every cell of the table, one case each. */
export const POLICY_CASES: readonly PolicyCase[] = Object.entries(TABLE).flatMap(([state, actions]) =>
  Object.entries(actions).flatMap(([action, row]) =>
    row.split(' ').map((expected, index) => ({
      relation: POLICY_RELATIONS[index],
      state: state as PolicyStateName,
      action: action as PolicyAction,
      expected: expected as PolicyAnswer,
    })),
  ),
);

/** The HTTP status a route answers for a refused cell (an allowed one answers its own 2xx). */
export const POLICY_ANSWER_STATUS: Record<Exclude<PolicyAnswer, 'Y'>, number> = { N: 404, F: 403, U: 401 };

export function answerOf(
  decision: { allowed: true } | { allowed: false; denial: PolicyDenial },
): PolicyAnswer {
  if (decision.allowed) return 'Y';
  return decision.denial === 'not_found' ? 'N' : decision.denial === 'forbidden' ? 'F' : 'U';
}

/** The facts of one scenario, for the pure policy; services build the same scenario in their data. */
export function policyScenario(
  relation: PolicyRelationName,
  state: PolicyStateName,
): { viewer: PolicyViewer; target: PolicyTarget; relation: PolicyRelation; content: PolicyContent } {
  const targetId = 'target';
  const viewerId = relation === 'anonymous' ? null : relation === 'self' ? targetId : 'viewer';
  return {
    viewer: { userId: viewerId, isAdmin: relation === 'admin', isBrand: relation === 'brand' },
    target: {
      userId: targetId,
      isActive: state !== 'deactivated',
      isSuspended: state === 'suspended',
      isBrand: false,
      ...policyPrivacyOf(state),
    },
    relation: {
      viewerFollowsTarget: relation === 'follower',
      viewerBlockedTarget: relation === 'blocker',
      targetBlockedViewer: relation === 'blocked',
    },
    content: { isHidden: state === 'hidden_post' },
  };
}

/** The target's privacy switches in a state. */
export function policyPrivacyOf(
  state: PolicyStateName,
): Pick<
  PolicyTarget,
  'publicProfile' | 'showProgress' | 'showFollowers' | 'allowMessages' | 'appearOnLeaderboard'
> {
  const quiet = state === 'quiet';
  return {
    publicProfile: state !== 'private',
    showProgress: state !== 'progress_hidden' && !quiet,
    showFollowers: !quiet,
    allowMessages: !quiet,
    appearOnLeaderboard: !quiet,
  };
}
