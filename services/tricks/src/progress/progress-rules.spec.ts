import type { CallerIdentity } from '@boonies/contracts/common';
import type { UserProgressDto } from '@boonies/contracts/tricks';
import { DomainError } from '@boonies/platform';
import {
  adminSets,
  adminVerifies,
  communityUnverifies,
  communityVerifies,
  ownerSetsLearned,
  userProgressDecision,
  type ProgressDecision,
  type ProgressState,
} from './progress-rules';

const state = (learned: boolean, verified: boolean): ProgressState => ({ learned, verified });
const NEW = state(false, false);
const LEARNED = state(true, false);
const VERIFIED = state(true, true);

/** The next state, or the code of the refusal. */
function outcome(decide: () => ProgressDecision, current: ProgressState): ProgressState | string {
  try {
    return decide()(current);
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('progress rules', () => {
  it.each([
    ['owner checks', () => ownerSetsLearned(true), NEW, LEARNED],
    ['owner checks again', () => ownerSetsLearned(true), LEARNED, LEARNED],
    ['owner checks a verified trick', () => ownerSetsLearned(true), VERIFIED, VERIFIED],
    ['owner unchecks', () => ownerSetsLearned(false), LEARNED, NEW],
    ['owner unchecks an untouched trick', () => ownerSetsLearned(false), NEW, NEW],
    ['owner unchecks a verified trick', () => ownerSetsLearned(false), VERIFIED, 'CONFLICT'],
    ['admin verifies outright', () => adminSets(true, true), NEW, VERIFIED],
    ['admin sets learned, keeping the verification', () => adminSets(true), VERIFIED, VERIFIED],
    ['admin unverifies', () => adminSets(true, false), VERIFIED, LEARNED],
    ['admin unlearns a verified trick', () => adminSets(false), VERIFIED, NEW],
    ['admin verifies an unlearned trick', () => adminSets(false, true), NEW, 'VALIDATION_FAILED'],
    ['admin approves a learned trick', () => adminVerifies, LEARNED, VERIFIED],
    ['admin approves an unlearned trick', () => adminVerifies, NEW, 'CONFLICT'],
    ['the community verifies', () => communityVerifies, NEW, VERIFIED],
    ['the community unverifies', () => communityUnverifies, VERIFIED, LEARNED],
    ['the community unverifies an unverified trick', () => communityUnverifies, NEW, NEW],
  ])('%s: %j → %j', (_case, decide, current, expected) => {
    expect(outcome(decide, current)).toEqual(expected);
  });
});

describe('userProgressDecision', () => {
  const me = 'user-me';
  const caller = (isAdmin: boolean): CallerIdentity => ({ userId: me, isAdmin, sessionId: 'session' });
  const request = (overrides: Partial<UserProgressDto>): UserProgressDto => ({
    userId: me,
    trickId: 'fund-1',
    learned: true,
    ...overrides,
  });

  it.each([
    ['a user, learned on their own', false, request({}), LEARNED],
    ['a user, verified on their own', false, request({ verified: true }), 'FORBIDDEN'],
    ['a user, unverified on their own', false, request({ verified: false }), 'FORBIDDEN'],
    ["a user, someone else's", false, request({ userId: 'user-other' }), 'FORBIDDEN'],
    ["an admin, someone else's verified", true, request({ userId: 'user-other', verified: true }), VERIFIED],
  ])('%s', (_case, isAdmin, body, expected) => {
    expect(outcome(() => userProgressDecision(caller(isAdmin), body), NEW)).toEqual(expected);
  });
});
