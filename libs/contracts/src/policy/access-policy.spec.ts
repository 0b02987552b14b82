import { decideAccess, POLICY_ACTIONS, unheardOfTarget } from './access-policy';
import {
  answerOf,
  POLICY_CASES,
  POLICY_RELATIONS,
  POLICY_STATES,
  policyScenario,
} from './access-policy.table';

describe('the access policy', () => {
  it('has a case for every relation, state and action', () => {
    expect(POLICY_CASES).toHaveLength(POLICY_RELATIONS.length * POLICY_STATES.length * POLICY_ACTIONS.length);
  });

  it.each(POLICY_CASES)(
    '$relation × $state × $action → $expected',
    ({ relation, state, action, expected }) => {
      const scenario = policyScenario(relation, state);
      const decision = decideAccess(
        action,
        scenario.viewer,
        scenario.target,
        scenario.relation,
        scenario.content,
      );
      expect(answerOf(decision)).toBe(expected);
    },
  );

  it('gives a reason with every refusal', () => {
    const { viewer, target, relation } = policyScenario('blocker', 'public');
    expect(decideAccess('message', viewer, target, relation)).toEqual({
      allowed: false,
      denial: 'forbidden',
      reason: 'You blocked this skater. Unblock them first.',
    });
  });

  it('answers for an account a service has not heard of as for a gone one: not found, but to its owner', () => {
    const target = unheardOfTarget('target');
    const none = { viewerFollowsTarget: false, viewerBlockedTarget: false, targetBlockedViewer: false };
    const stranger = { userId: 'viewer', isAdmin: false, isBrand: false };
    const owner = { userId: 'target', isAdmin: false, isBrand: false };
    const admin = { userId: 'viewer', isAdmin: true, isBrand: false };
    for (const action of ['view_profile', 'view_posts', 'view_progress', 'follow', 'message'] as const) {
      expect({ action, stranger: answerOf(decideAccess(action, stranger, target, none)) }).toEqual({
        action,
        stranger: 'N',
      });
      expect({ action, admin: answerOf(decideAccess(action, admin, target, none)) }).toEqual({
        action,
        admin: 'N',
      });
    }
    for (const action of ['view_profile', 'view_posts', 'view_progress'] as const) {
      expect({ action, owner: answerOf(decideAccess(action, owner, target, none)) }).toEqual({
        action,
        owner: 'Y',
      });
    }
  });
});
