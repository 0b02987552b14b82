import { decideAccess, POLICY_ACTIONS } from './access-policy';
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
});
