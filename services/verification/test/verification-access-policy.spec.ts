import { ADMIN_EVENTS } from '@boonies/contracts/admin';
import { AUTH_EVENTS } from '@boonies/contracts/auth';
import {
  POLICY_CASES,
  POLICY_RELATIONS,
  POLICY_STATES,
  type PolicyAction,
  type PolicyCase,
} from '@boonies/contracts/policy';
import { DEFAULT_PREFERENCES, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { VERIFICATION_RPC } from '@boonies/contracts/verification';
import { buildPolicyPeople, callerFor, policyAnswerOf } from '@boonies/service-testing';
import { VerificationTestService } from './support/verification-test-service';

/**
 * The access policy's table, cell by cell, against the real service: each relation × state is built from
 * the events the auth, social, posts and admin services send, then every route about a trick video answers as the
 * table says. The reads are `view_posts`, casting a vote is `vote`. A post's list of verifications answers
 * a refused read as it answers any id that names no trick video: an empty list (`[]`), never a 404 that an
 * unknown id would not give.
 *
 * One deliberate difference: verifications are for signed-in users only (the service refuses a call
 * without a caller before anything else), so a signed-out visitor is `U` even where the table lets
 * visitors read a public skater's posts. That is stricter than the table, never looser.
 */
const ACTIONS: PolicyAction[] = ['view_posts', 'vote'];
const expectedOf = (relation: string, state: string, action: PolicyAction): string => {
  const cell = POLICY_CASES.find(
    (c: PolicyCase) => c.relation === relation && c.state === state && c.action === action,
  );
  if (!cell) throw new Error(`No cell ${relation} × ${state} × ${action}`);
  return relation === 'anonymous' ? 'U' : cell.expected;
};

describe('verification routes follow the access policy table', () => {
  let service: VerificationTestService;

  beforeAll(async () => {
    service = await VerificationTestService.start('access-policy');
  });

  afterAll(() => service?.stop());

  const scenarios = POLICY_STATES.flatMap((state) =>
    POLICY_RELATIONS.map((relation) => [relation, state] as const),
  );

  it.each(scenarios)('%s × %s', async (relation, state) => {
    const people = await buildPolicyPeople(service, relation, state, { preferences: true, follows: true });
    const post = await service.postTrickVideo(['kickflip-1'], people.target.userId);
    if (state === 'hidden_post') {
      await service.deliver(ADMIN_EVENTS.contentModerated, {
        kind: 'post',
        contentId: post.postId,
        ownerId: people.target.userId,
        hidden: true,
      });
    }
    const [{ id }] = await service.query<{ id: string }>(
      'SELECT id FROM verification.verifications WHERE post_id = $1',
      [post.postId],
    );
    const caller = people.caller;

    const listed = (call: Promise<unknown[]>) =>
      call.then(
        (list) => (list.length > 0 ? 'Y' : 'empty'),
        () => policyAnswerOf(call),
      );
    const answers = {
      'GET /verifications/post/:postId': await listed(
        service.call(VERIFICATION_RPC.forPost, { postId: post.postId }, caller),
      ),
      'GET /verifications/:id': await policyAnswerOf(service.call(VERIFICATION_RPC.get, { id }, caller)),
      'GET /verifications/:id/vote': await policyAnswerOf(
        service.call(VERIFICATION_RPC.myVote, { id }, caller),
      ),
      'POST /verifications/:id/vote': await policyAnswerOf(
        service.call(VERIFICATION_RPC.vote, { id, vote: false }, caller),
      ),
    };
    const [view, vote] = ACTIONS.map((action) => expectedOf(relation, state, action));
    expect(answers).toEqual({
      'GET /verifications/post/:postId': view === 'N' ? 'empty' : view,
      'GET /verifications/:id': view,
      'GET /verifications/:id/vote': view,
      'POST /verifications/:id/vote': vote,
    });
  });

  it('reads the auth service’s copies of the social facts too, and a follow both producers carry once', async () => {
    const target = await service.registerUser();
    await service.deliver(AUTH_EVENTS.preferencesChanged, {
      userId: target.userId,
      notifications: DEFAULT_PREFERENCES.notifications,
      privacy: { ...DEFAULT_PREFERENCES.privacy, publicProfile: false },
      updatedAt: new Date().toISOString(),
    });
    const post = await service.postTrickVideo(['kickflip-1'], target.userId);
    const [{ id }] = await service.query<{ id: string }>(
      'SELECT id FROM verification.verifications WHERE post_id = $1',
      [post.postId],
    );
    const viewer = await service.registerUser();
    const seen = () => policyAnswerOf(service.call(VERIFICATION_RPC.get, { id }, callerFor(viewer.userId)));
    expect(await seen()).not.toBe('Y');

    const follow = await service.deliverFromBothProducers(SOCIAL_EVENTS.followed, {
      followerId: viewer.userId,
      followingId: target.userId,
    });
    expect(await seen()).toBe('Y');
    expect(
      await service.query('SELECT 1 FROM verification.inbox WHERE event_id = $1', [follow.id]),
    ).toHaveLength(1);
  });
});
