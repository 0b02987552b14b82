import type { CallerIdentity } from '@boonies/contracts/common';
import {
  POLICY_CASES,
  POLICY_RELATIONS,
  POLICY_STATES,
  type PolicyAction,
  type PolicyAnswer,
  policyPrivacyOf,
  type PolicyRelationName,
  type PolicyStateName,
  type PrivacyPreferences,
} from '@boonies/contracts/policy';
import { SOCIAL_RPC } from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { SocialTestService, callerFor, type TestUser } from './support/social-test-service';

/**
 * The access policy's table of cases, run against the auth service's real routes with real data: every
 * relation of a viewer to a skater, every state of the skater's account, for the actions this service
 * answers (profiles, follower lists, the profile's score, level and post count, following). Then the lists that filter
 * many accounts in SQL (search, suggestions, follower lists) are checked against the same table.
 */
const ACTIONS: readonly PolicyAction[] = [
  'view_profile',
  'view_followers',
  'view_progress',
  'view_posts',
  'follow',
];
const CODE_ANSWERS: Record<string, PolicyAnswer> = { NOT_FOUND: 'N', FORBIDDEN: 'F', UNAUTHENTICATED: 'U' };

/** The table's privacy switches for a state, as the Settings route takes them (the leaderboard's is not this service's). */
function privacyChange(state: PolicyStateName): Partial<PrivacyPreferences> {
  const { publicProfile, showProgress, showFollowers, allowMessages } = policyPrivacyOf(state);
  return { publicProfile, showProgress, showFollowers, allowMessages };
}

function tableAnswer(
  action: PolicyAction,
  relation: PolicyRelationName,
  state: PolicyStateName,
): PolicyAnswer {
  const found = POLICY_CASES.find((c) => c.action === action && c.relation === relation && c.state === state);
  if (!found) throw new Error(`No case for ${action} by ${relation} on ${state}`);
  return found.expected;
}

describe('the access policy on the auth service’s routes', () => {
  let social: SocialTestService;
  /** One skater per state, and one viewer per relation (each stands in that relation to every target). */
  const targets = {} as Record<PolicyStateName, TestUser>;
  const viewers = {} as Record<Exclude<PolicyRelationName, 'self' | 'anonymous'>, TestUser>;
  /** Followed by every target (its follower list names them all), and following every target. */
  let listOwner: TestUser;
  let hub: TestUser;

  beforeAll(async () => {
    social = await SocialTestService.start('access-policy');
    for (const state of POLICY_STATES) targets[state] = await social.register();
    for (const relation of ['follower', 'stranger', 'brand', 'blocked', 'blocker', 'admin'] as const) {
      viewers[relation] = await social.register();
    }
    viewers.admin = { ...viewers.admin, caller: callerFor(viewers.admin.user.id, true) };
    listOwner = await social.register();
    hub = await social.register();
    await social.updateAccount(viewers.brand, { isBrand: true });

    // Relations first (a follow, a block), then the state: a private profile would turn the follow into a
    // request, and a gone account cannot be followed or blocked.
    for (const state of POLICY_STATES) {
      const target = targets[state];
      await social.call(SOCIAL_RPC.follow, { followingId: target.user.id }, viewers.follower.caller);
      await social.call(SOCIAL_RPC.follow, { followingId: target.user.id }, hub.caller);
      await social.call(SOCIAL_RPC.follow, { followingId: listOwner.user.id }, target.caller);
      await social.call(SOCIAL_RPC.block, { userId: viewers.blocked.user.id }, target.caller);
      await social.call(SOCIAL_RPC.block, { userId: target.user.id }, viewers.blocker.caller);
      await social.call(SOCIAL_RPC.updatePreferences, { privacy: privacyChange(state) }, target.caller);
      if (state === 'deactivated') {
        await social.query('UPDATE social.people SET is_active = false WHERE user_id = $1', [target.user.id]);
      }
      if (state === 'suspended') {
        // Set directly: the moderators' suspend route is not this service's test.
        await social.query(
          `UPDATE social.people SET suspended_until = now() + interval '3 days' WHERE user_id = $1`,
          [target.user.id],
        );
      }
    }
  });

  afterAll(() => social?.stop());

  const callerOf = (relation: PolicyRelationName, state: PolicyStateName): CallerIdentity | undefined => {
    if (relation === 'anonymous') return undefined;
    return relation === 'self' ? targets[state].caller : viewers[relation].caller;
  };

  /** The route's answer for one action, as a table letter. */
  async function answer(action: PolicyAction, relation: PolicyRelationName, state: PolicyStateName) {
    const id = targets[state].user.id;
    const caller = callerOf(relation, state);
    const attempt = async (): Promise<PolicyAnswer> => {
      switch (action) {
        case 'view_profile':
          await social.call(SOCIAL_RPC.profile, { id }, caller);
          return 'Y';
        case 'view_followers':
          await social.call(SOCIAL_RPC.followList, { id, list: 'followers' }, caller);
          return 'Y';
        case 'view_progress': {
          // The profile carries score and level; hidden progress is `null`, whatever the reason.
          const profile = await social.call(SOCIAL_RPC.profile, { id }, caller);
          const shown = profile.level !== null && profile.verifiedPoints !== null;
          return shown ? 'Y' : 'F';
        }
        case 'view_posts': {
          // The profile counts the posts: as much about them as the policy lets the viewer know.
          const profile = await social.call(SOCIAL_RPC.profile, { id }, caller);
          return profile.postCount !== null ? 'Y' : 'N';
        }
        case 'follow': {
          await social.call(SOCIAL_RPC.follow, { followingId: id }, caller);
          // Undo (a follow or a request), so every viewer meets each target as the table describes it.
          await social.call(SOCIAL_RPC.unfollow, { id }, caller);
          return 'Y';
        }
        default:
          throw new Error(`${action} is not an auth-service action`);
      }
    };
    try {
      return await attempt();
    } catch (error) {
      const body = await errorOf(Promise.reject(error));
      // Already following: the policy let the follow through to the route's own rule.
      if (body.code === 'CONFLICT' && action === 'follow') return 'Y';
      return CODE_ANSWERS[body.code] ?? body.code;
    }
  }

  // A post a moderator hid is one post, not the account: the count follows the account, a public one.
  const cases = POLICY_CASES.filter(({ action }) => ACTIONS.includes(action)).map(
    ({ action, relation, state, expected }) =>
      [
        action,
        relation,
        state,
        action === 'view_posts' && state === 'hidden_post'
          ? tableAnswer(action, relation, 'public')
          : expected,
      ] as const,
  );

  it('covers every relation and state for each action', () => {
    expect(cases).toHaveLength(ACTIONS.length * POLICY_RELATIONS.length * POLICY_STATES.length);
  });

  it.each(cases)('%s by %s, target %s: %s', async (action, relation, state, expected) => {
    const got = await answer(action, relation, state);
    if (action === 'view_progress' && (expected === 'N' || expected === 'F')) {
      // Hidden progress is `null` on a profile the viewer may see, or the whole profile is not found.
      expect(got).toBe(tableAnswer('view_profile', relation, state) === 'N' ? 'N' : 'F');
    } else {
      expect(got).toBe(expected);
    }
  });

  describe('lists filtered in SQL follow the same table', () => {
    /** A target shows in a list to a viewer exactly when the table lets the viewer see its profile. */
    const listed = (relation: PolicyRelationName, state: PolicyStateName) =>
      tableAnswer('view_profile', relation, state) === 'Y';
    // Admins find gone accounts in the admin panel, not in these lists (as the table says).
    const listRelations = ['follower', 'stranger', 'brand', 'blocked', 'blocker', 'admin'] as const;

    it.each(listRelations)('follower lists, read by the %s', async (relation) => {
      const page = await social.call(
        SOCIAL_RPC.followList,
        { id: listOwner.user.id, list: 'followers', limit: 50 },
        viewers[relation].caller,
      );
      const shown = new Set(page.users.map(({ id }) => id));
      for (const state of POLICY_STATES) {
        expect({ state, shown: shown.has(targets[state].user.id) }).toEqual({
          state,
          shown: listed(relation, state),
        });
      }
    });

    it.each(listRelations)('search, by the %s', async (relation) => {
      for (const state of POLICY_STATES) {
        const { username } = targets[state].user;
        const found = await social.call(SOCIAL_RPC.searchUsers, { q: username }, viewers[relation].caller);
        // Search finds a profile exactly when the viewer may see it: the blocker finds whom they blocked.
        const expected = listed(relation, state);
        expect({ state, found: found.some(({ id }) => id === targets[state].user.id) }).toEqual({
          state,
          found: expected,
        });
      }
    });

    it.each(listRelations)('the directory, read by the %s', async (relation) => {
      for (const state of POLICY_STATES) {
        const { username } = targets[state].user;
        // The page that starts just before the target's name.
        const after = username.slice(0, -1);
        const page = await social.call(SOCIAL_RPC.listUsers, { after, limit: 5 }, viewers[relation].caller);
        expect({ state, listed: page.some(({ id }) => id === targets[state].user.id) }).toEqual({
          state,
          listed: listed(relation, state),
        });
      }
    });

    it('suggestions never offer a gone account or one that blocked the caller', async () => {
      // A fresh skater following the hub: every target is a mutual-follow candidate, the newest first.
      const newcomer = await social.register();
      // Every target posts, so only the policy can keep one out of the suggestions.
      for (const target of Object.values(targets)) await social.recordPost(target.user.id);
      await social.call(SOCIAL_RPC.follow, { followingId: hub.user.id }, newcomer.caller);
      await social.call(SOCIAL_RPC.block, { userId: newcomer.user.id }, targets.public.caller);
      const suggested = new Set(
        (await social.call(SOCIAL_RPC.suggestedUsers, {}, newcomer.caller)).map(({ id }) => id),
      );
      expect(suggested.size).toBeGreaterThan(0);
      for (const state of ['deactivated', 'suspended'] as const) {
        expect({ state, suggested: suggested.has(targets[state].user.id) }).toEqual({
          state,
          suggested: false,
        });
      }
      expect(suggested.has(targets.public.user.id)).toBe(false);
    });
  });
});
