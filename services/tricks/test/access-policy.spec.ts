import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import {
  POLICY_CASES,
  POLICY_RELATIONS,
  POLICY_STATES,
  type PolicyAnswer,
  type PolicyCase,
  policyPrivacyOf,
  type PolicyRelationName,
  type PolicyStateName,
} from '@boonies/contracts/policy';
import { DEFAULT_PREFERENCES, type PreferencesChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { TRICKS_RPC } from '@boonies/contracts/tricks';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { LeaderboardRepository } from '../src/leaderboard/leaderboard.repository';
import { callerFor, TricksTestService } from './support/tricks-test-service';

/**
 * The tricks service's slice of the access policy's table, against its real routes and queries with real
 * data: `view_progress` on progress, user-progress and scores, and `list_on_leaderboard` on the leaderboard
 * rows, for every relation of a viewer to a skater and every state of the skater. The leaderboard filters
 * in SQL for speed, so this is what keeps its filter and the policy saying the same.
 */
describe('the access policy on progress, scores and the leaderboard', () => {
  let tricks: TricksTestService;
  /** One skater in each state, with a verified trick so they rank above the viewers. */
  const targets = new Map<PolicyStateName, UserProfileChangedV1>();
  /** The viewers other than `self`; each stands in the same relation to every target. */
  const viewers = new Map<PolicyRelationName, CallerIdentity | undefined>();
  const admin = callerFor(randomUUID(), true);

  const viewerOf = (relation: PolicyRelationName, state: PolicyStateName) =>
    relation === 'self' ? callerFor(targets.get(state)!.userId) : viewers.get(relation);

  const setPrivacy = (userId: string, state: PolicyStateName) =>
    tricks.deliver<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged, {
      userId,
      notifications: DEFAULT_PREFERENCES.notifications,
      privacy: { ...DEFAULT_PREFERENCES.privacy, ...policyPrivacyOf(state) },
      updatedAt: new Date().toISOString(),
    });

  async function target(state: PolicyStateName): Promise<UserProfileChangedV1> {
    const user = await tricks.registerUser({ username: `target-${state}` });
    await tricks.call(
      TRICKS_RPC.setUserProgress,
      { userId: user.userId, trickId: 'fix-3', learned: true, verified: true },
      admin,
    );
    await setPrivacy(user.userId, state);
    const later = new Date(Date.parse(user.updatedAt) + 1000).toISOString();
    if (state === 'deactivated') {
      await tricks.deliver(AUTH_EVENTS.userUpdated, { ...user, isActive: false, updatedAt: later });
    }
    if (state === 'suspended') {
      const until = new Date(Date.now() + 86_400_000).toISOString();
      await tricks.deliver(AUTH_EVENTS.userUpdated, { ...user, suspendedUntil: until, updatedAt: later });
    }
    return user;
  }

  beforeAll(async () => {
    tricks = await TricksTestService.start('access-policy');
    for (const state of POLICY_STATES) targets.set(state, await target(state));
    await tricks.registerUser({ userId: admin.userId, username: 'admin' });
    for (const relation of POLICY_RELATIONS) {
      if (relation === 'self' || relation === 'admin' || relation === 'anonymous') continue;
      const user = await tricks.registerUser({ username: relation, isBrand: relation === 'brand' });
      viewers.set(relation, callerFor(user.userId));
      for (const { userId } of targets.values()) {
        if (relation === 'follower') {
          await tricks.deliver(SOCIAL_EVENTS.followed, { followerId: user.userId, followingId: userId });
        }
        if (relation === 'blocked') {
          await tricks.deliver(SOCIAL_EVENTS.blocked, { blockerId: userId, blockedId: user.userId });
        }
        if (relation === 'blocker') {
          await tricks.deliver(SOCIAL_EVENTS.blocked, { blockerId: user.userId, blockedId: userId });
        }
      }
    }
    viewers.set('admin', admin);
    viewers.set('anonymous', undefined);
  });

  afterAll(() => tricks?.stop());

  const CODES: Record<Exclude<PolicyAnswer, 'Y'>, string> = {
    N: 'NOT_FOUND',
    F: 'FORBIDDEN',
    U: 'UNAUTHENTICATED',
  };
  /** What a read answered, in the table's letters. */
  async function answerOf(call: Promise<unknown>): Promise<PolicyAnswer> {
    try {
      await call;
      return 'Y';
    } catch {
      const { code } = await errorOf(call);
      const letter = (Object.keys(CODES) as (keyof typeof CODES)[]).find((key) => CODES[key] === code);
      if (!letter) throw new Error(`Unexpected error code ${code}`);
      return letter;
    }
  }

  const slice = (action: PolicyCase['action']) =>
    POLICY_CASES.filter((policyCase) => policyCase.action === action).map(
      (policyCase) => [policyCase.relation, policyCase.state, policyCase.expected, policyCase] as const,
    );

  describe('view_progress', () => {
    it.each(slice('view_progress'))(
      '%s viewing a %s skater answers %s',
      async (relation, state, expected) => {
        const viewer = viewerOf(relation, state);
        const userId = targets.get(state)!.userId;

        expect({
          progress: await answerOf(tricks.call(TRICKS_RPC.progress, { userId }, viewer)),
          userProgress: await answerOf(tricks.call(TRICKS_RPC.listUserProgress, { userId }, viewer)),
          score: await answerOf(tricks.call(TRICKS_RPC.score, { userId }, viewer)),
        }).toEqual({ progress: expected, userProgress: expected, score: expected });
      },
    );
  });

  describe('list_on_leaderboard', () => {
    it.each(slice('list_on_leaderboard'))(
      '%s: a %s skater is listed: %s',
      async (relation, state, expected) => {
        const call = tricks.call(TRICKS_RPC.leaderboard, {}, viewerOf(relation, state));
        const board = await call.catch(() => undefined);
        // A refused read answers for the whole board; otherwise each row is listed or not.
        const answer = board
          ? board.some((entry) => entry.id === targets.get(state)!.userId)
            ? 'Y'
            : 'N'
          : await answerOf(call);

        expect(answer).toEqual(expected);
        // Ranks count the rows this viewer sees, without gaps.
        if (board) expect(board.map((entry) => entry.rank)).toEqual(board.map((_, index) => index + 1));
      },
    );
  });

  it('the shared ranking, cached for every member, holds exactly the skaters a stranger may see', async () => {
    const shared = await tricks.app.get(LeaderboardRepository).page('shared', 'all', 100);
    const ids = new Set(shared.map((row) => row.userId));

    for (const { relation, state, action, expected } of POLICY_CASES) {
      if (action !== 'list_on_leaderboard' || relation !== 'stranger') continue;
      expect([state, ids.has(targets.get(state)!.userId) ? 'Y' : 'N']).toEqual([state, expected]);
    }
  });
});
