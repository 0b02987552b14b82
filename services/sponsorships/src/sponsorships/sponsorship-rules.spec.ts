import {
  SPONSORSHIP_MESSAGES,
  SPONSORSHIP_STATUSES,
  type SponsorshipStatus,
} from '@boonies/contracts/sponsorships';
import {
  changeTimeAfter,
  listRefusal,
  type RequestCheck,
  requestRefusal,
  roleOf,
  SPONSORSHIP_ACTIONS,
  SPONSORSHIP_ROLES,
  type SponsorshipAction,
  type SponsorshipRole,
  transition,
} from './sponsorship-rules';

const { athleteOnly, alreadyAnswered, brandOnly, rejectedIsFinal } = SPONSORSHIP_MESSAGES;

/** The whole machine, written out: every state × action × role, and what comes of it. */
const EXPECTED: Record<SponsorshipStatus, Record<SponsorshipAction, Record<SponsorshipRole, string>>> = {
  pending: {
    accept: { athlete: 'accepted', brand: athleteOnly, admin: athleteOnly, other: athleteOnly },
    reject: { athlete: 'rejected', brand: athleteOnly, admin: athleteOnly, other: athleteOnly },
    remove: { brand: 'removed', admin: 'removed', athlete: brandOnly, other: brandOnly },
  },
  accepted: {
    accept: { athlete: alreadyAnswered, brand: athleteOnly, admin: athleteOnly, other: athleteOnly },
    reject: { athlete: alreadyAnswered, brand: athleteOnly, admin: athleteOnly, other: athleteOnly },
    remove: { brand: 'removed', admin: 'removed', athlete: brandOnly, other: brandOnly },
  },
  rejected: {
    accept: { athlete: alreadyAnswered, brand: athleteOnly, admin: athleteOnly, other: athleteOnly },
    reject: { athlete: alreadyAnswered, brand: athleteOnly, admin: athleteOnly, other: athleteOnly },
    remove: { brand: rejectedIsFinal, admin: rejectedIsFinal, athlete: brandOnly, other: brandOnly },
  },
};

const CODES: Record<string, string> = {
  [athleteOnly]: 'FORBIDDEN',
  [brandOnly]: 'FORBIDDEN',
  [alreadyAnswered]: 'CONFLICT',
  [rejectedIsFinal]: 'CONFLICT',
};

const cases = SPONSORSHIP_STATUSES.flatMap((status) =>
  SPONSORSHIP_ACTIONS.flatMap((action) =>
    SPONSORSHIP_ROLES.map((role) => [status, action, role, EXPECTED[status][action][role]] as const),
  ),
);

describe('transition', () => {
  it('covers all 36 combinations of state, action and role', () => {
    expect(cases).toHaveLength(36);
  });

  it.each(cases.filter(([, , , outcome]) => !CODES[outcome]))(
    'allows %s → %s by the %s: %s',
    (status, action, role, next) => {
      expect(transition(status, action, role)).toEqual({ next });
    },
  );

  it.each(cases.filter(([, , , outcome]) => CODES[outcome]))(
    'refuses %s → %s by the %s: %s',
    (status, action, role, message) => {
      const { next, refusal } = transition(status, action, role);
      expect(next).toBeUndefined();
      expect(refusal?.toBody()).toEqual({ code: CODES[message], error: message });
    },
  );

  it('never leads out of rejected, and only to removed out of accepted', () => {
    const reachable = (from: SponsorshipStatus) =>
      cases.filter(([status, , , outcome]) => status === from && !CODES[outcome]).map(([, , , next]) => next);
    expect(reachable('rejected')).toEqual([]);
    expect(new Set(reachable('accepted'))).toEqual(new Set(['removed']));
    expect(new Set(reachable('pending'))).toEqual(new Set(['accepted', 'rejected', 'removed']));
  });
});

describe('roleOf', () => {
  const pair = { brandId: 'brand', athleteId: 'athlete' };

  it('names each side, an admin, or anybody else', () => {
    expect(roleOf({ userId: 'brand', isAdmin: false }, pair)).toBe('brand');
    expect(roleOf({ userId: 'athlete', isAdmin: false }, pair)).toBe('athlete');
    expect(roleOf({ userId: 'moderator', isAdmin: true }, pair)).toBe('admin');
    expect(roleOf({ userId: 'stranger', isAdmin: false }, pair)).toBe('other');
  });

  it('an admin who is the athlete answers as the athlete', () => {
    expect(roleOf({ userId: 'athlete', isAdmin: true }, pair)).toBe('athlete');
  });
});

describe('requestRefusal', () => {
  const check = (overrides: Partial<RequestCheck> = {}): RequestCheck => ({
    caller: { userId: 'brand', isAdmin: false },
    callerIsBrand: true,
    athleteId: 'athlete',
    athleteField: 'userId',
    athlete: { isBrand: false, isActive: true, isSuspended: false },
    callerBlockedAthlete: false,
    athleteBlockedCaller: false,
    ...overrides,
  });

  it('lets a brand ask an active athlete, with or without its own id in the body', () => {
    expect(requestRefusal(check())).toBeNull();
    expect(requestRefusal(check({ claimedBrandId: 'brand' }))).toBeNull();
  });

  it('refuses anyone who is not a brand, or not known to be one', () => {
    expect(requestRefusal(check({ callerIsBrand: false }))?.toBody()).toEqual({
      code: 'FORBIDDEN',
      error: SPONSORSHIP_MESSAGES.brandsOnly,
    });
  });

  it('refuses a body that names another brand', () => {
    expect(requestRefusal(check({ claimedBrandId: 'other-brand' }))?.toBody()).toEqual({
      code: 'FORBIDDEN',
      error: SPONSORSHIP_MESSAGES.notAsYourself,
    });
  });

  it('refuses yourself, as the access policy does', () => {
    const self = { isBrand: true, isActive: true, isSuspended: false };
    expect(requestRefusal(check({ athleteId: 'brand', athlete: self }))?.toBody()).toEqual({
      code: 'FORBIDDEN',
      error: SPONSORSHIP_MESSAGES.toSelf,
    });
  });

  it('answers not found for an unknown, deactivated or suspended athlete, and one who blocked the brand', () => {
    const gone = [
      { athlete: null },
      { athlete: { isBrand: false, isActive: false, isSuspended: false } },
      { athlete: { isBrand: false, isActive: true, isSuspended: true } },
      { athleteBlockedCaller: true },
    ];
    for (const overrides of gone) {
      expect(requestRefusal(check(overrides))?.toBody()).toEqual({
        code: 'NOT_FOUND',
        error: SPONSORSHIP_MESSAGES.unknownAthlete,
      });
    }
  });

  it('refuses an athlete the brand blocked, with the remedy', () => {
    expect(requestRefusal(check({ callerBlockedAthlete: true }))?.toBody()).toEqual({
      code: 'FORBIDDEN',
      error: 'You blocked this skater. Unblock them first.',
    });
  });

  it('refuses a brand account as the athlete', () => {
    const otherBrand = { isBrand: true, isActive: true, isSuspended: false };
    expect(requestRefusal(check({ athlete: otherBrand }))?.toBody()).toEqual({
      code: 'VALIDATION_FAILED',
      error: 'Cannot send sponsorship requests to brand accounts',
      field: 'userId',
    });
  });
});

describe('listRefusal', () => {
  const user = { userId: 'someone', isAdmin: false };

  it('shows accepted sponsorships of anyone to anyone signed in', () => {
    expect(listRefusal(user, { brandId: 'brand', status: 'accepted' })).toBeNull();
    expect(listRefusal(user, { athleteId: 'athlete', status: 'accepted' })).toBeNull();
  });

  it('shows other states only to the side asking about itself', () => {
    expect(listRefusal(user, { brandId: 'someone' })).toBeNull();
    expect(listRefusal(user, { athleteId: 'someone', status: 'pending' })).toBeNull();
    for (const status of [undefined, 'pending', 'rejected'] as const) {
      expect(listRefusal(user, { brandId: 'brand', status })?.toBody()).toEqual({
        code: 'FORBIDDEN',
        error: SPONSORSHIP_MESSAGES.listScope,
      });
    }
  });

  it('lists everything for admins only', () => {
    expect(listRefusal(user, {})?.toBody()).toEqual({
      code: 'FORBIDDEN',
      error: SPONSORSHIP_MESSAGES.listEverything,
    });
    expect(listRefusal(user, { status: 'accepted' })?.code).toBe('FORBIDDEN');
    expect(listRefusal({ userId: 'moderator', isAdmin: true }, {})).toBeNull();
    expect(listRefusal({ userId: 'moderator', isAdmin: true }, { brandId: 'brand' })).toBeNull();
  });
});

describe('changeTimeAfter', () => {
  it('is now when now is later', () => {
    const now = new Date('2025-01-01T00:00:01.000Z');
    expect(changeTimeAfter(new Date('2025-01-01T00:00:00.000Z'), now)).toBe(now);
  });

  it('is a millisecond after the previous change otherwise, so consumers keep the order', () => {
    const previous = new Date('2025-01-01T00:00:00.500Z');
    expect(changeTimeAfter(previous, previous).toISOString()).toBe('2025-01-01T00:00:00.501Z');
    expect(changeTimeAfter(previous, new Date('2025-01-01T00:00:00.100Z')).toISOString()).toBe(
      '2025-01-01T00:00:00.501Z',
    );
  });
});
