import { PROFILE_MESSAGES } from '@boonies/contracts/social';
import { DomainError } from '@boonies/platform';
import {
  type ProfileStatuses,
  resolveStatuses,
  STATUS_MESSAGES,
  statusesWhenSponsored,
} from './profile-statuses';

const none: ProfileStatuses = { proStatus: false, amateurStatus: false, flowStatus: false, isBrand: false };
const pro: ProfileStatuses = { ...none, proStatus: true };
const brand: ProfileStatuses = { ...none, isBrand: true };

function failure(run: () => unknown): Pick<DomainError, 'code' | 'message'> {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('resolveStatuses', () => {
  it('sets only the chosen status and clears the others', () => {
    expect(resolveStatuses(pro, { amateurStatus: true }, false)).toEqual({ ...none, amateurStatus: true });
    expect(resolveStatuses(none, { flowStatus: true }, false)).toEqual({ ...none, flowStatus: true });
  });

  it('ignores "false" for the other statuses when one is chosen', () => {
    expect(resolveStatuses(pro, { proStatus: false, flowStatus: true }, false)).toEqual({
      ...none,
      flowStatus: true,
    });
  });

  it('refuses two statuses at once', () => {
    expect(failure(() => resolveStatuses(none, { proStatus: true, flowStatus: true }, false))).toEqual({
      code: 'VALIDATION_FAILED',
      message: STATUS_MESSAGES.oneStatus,
    });
  });

  it('turns a status off without a sponsorship, leaving none', () => {
    expect(resolveStatuses(pro, { proStatus: false }, false)).toEqual(none);
  });

  it('clears all three when the brand account is turned on, even alongside a chosen status', () => {
    expect(resolveStatuses(pro, { isBrand: true }, false)).toEqual(brand);
    expect(resolveStatuses(none, { isBrand: true, proStatus: true }, false)).toEqual(brand);
  });

  it('refuses a status on an account that stays a brand, and allows it once the brand is turned off', () => {
    expect(failure(() => resolveStatuses(brand, { proStatus: true }, false))).toEqual({
      code: 'VALIDATION_FAILED',
      message: STATUS_MESSAGES.brandHasNoStatus,
    });
    expect(resolveStatuses(brand, { isBrand: false, proStatus: true }, false)).toEqual(pro);
  });

  it('leaves statuses alone when the change names none', () => {
    expect(resolveStatuses(pro, {}, false)).toEqual(pro);
  });

  describe('with an accepted sponsorship', () => {
    it('refuses to turn the last status off', () => {
      expect(failure(() => resolveStatuses(pro, { proStatus: false }, true))).toEqual({
        code: 'CONFLICT',
        message: PROFILE_MESSAGES.lastStatusWithSponsor,
      });
    });

    it('refuses to turn the account into a brand', () => {
      expect(failure(() => resolveStatuses(pro, { isBrand: true }, true)).code).toBe('CONFLICT');
    });

    it('still lets the athlete switch from one status to another', () => {
      expect(resolveStatuses(pro, { amateurStatus: true }, true)).toEqual({ ...none, amateurStatus: true });
    });

    it('sets flow when no status is set', () => {
      expect(resolveStatuses(none, {}, true)).toEqual({ ...none, flowStatus: true });
      expect(resolveStatuses(none, { proStatus: false }, true)).toEqual({ ...none, flowStatus: true });
    });
  });
});

describe('statusesWhenSponsored', () => {
  it('sets flow on an athlete without status', () => {
    expect(statusesWhenSponsored(none)).toEqual({ ...none, flowStatus: true });
  });

  it('changes nothing for an athlete with a status or for a brand', () => {
    expect(statusesWhenSponsored(pro)).toBeUndefined();
    expect(statusesWhenSponsored(brand)).toBeUndefined();
  });
});
