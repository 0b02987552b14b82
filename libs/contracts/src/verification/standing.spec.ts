import { PRIVILEGED_WEIGHT } from '../posts/rules';
import {
  hasStanding,
  MAX_EARNED_WEIGHT,
  STANDING_DEFAULTS,
  standingOf,
  type StandingFacts,
} from './standing';

/** An established skater by the defaults: a month old, one verified trick, no record, nothing against them. */
const established: StandingFacts = {
  isAdmin: false,
  isTrusted: false,
  isActive: true,
  accountAgeDays: 30,
  verifiedTricks: 1,
  decidedVotes: 0,
  agreedVotes: 0,
  recentWarnings: 0,
  recentSuspensions: 0,
  suspendedNow: false,
};
const facts = (overrides: Partial<StandingFacts>): StandingFacts => ({ ...established, ...overrides });

describe('standingOf', () => {
  it('has the documented defaults', () => {
    expect(STANDING_DEFAULTS).toEqual({
      minAccountAgeDays: 7,
      experiencedAfterTricks: 5,
      trackRecordAfterVotes: 10,
      goodAgreementShare: 0.8,
      poorAgreementShare: 0.5,
      windowDays: 180,
    });
    expect(MAX_EARNED_WEIGHT).toBe(3);
  });

  describe('the weight table, row by row', () => {
    it.each([
      ['deactivated', facts({ isActive: false }), 0, 'none', ['suspended']],
      ['suspended now', facts({ suspendedNow: true }), 0, 'none', ['suspended']],
      ['a suspended admin', facts({ isAdmin: true, suspendedNow: true }), 0, 'none', ['suspended']],
      ['a deactivated trusted skater', facts({ isTrusted: true, isActive: false }), 0, 'none', ['suspended']],
      ['an admin', facts({ isAdmin: true }), PRIVILEGED_WEIGHT, 'staff', ['staff']],
      ['a trusted skater', facts({ isTrusted: true }), PRIVILEGED_WEIGHT, 'staff', ['staff']],
      [
        'a brand-new admin without tricks',
        facts({ isAdmin: true, accountAgeDays: 0, verifiedTricks: 0 }),
        PRIVILEGED_WEIGHT,
        'staff',
        ['staff'],
      ],
      ['suspended within the window', facts({ recentSuspensions: 1 }), 0, 'none', ['recently_suspended']],
      ['an account of 6.9 days', facts({ accountAgeDays: 6.9 }), 0, 'none', ['new_account']],
      ['an account of seconds', facts({ accountAgeDays: 0.0001 }), 0, 'none', ['new_account']],
      ['no verified trick', facts({ verifiedTricks: 0 }), 0, 'none', ['no_verified_trick']],
      [
        '10 decided votes, 4 agreeing',
        facts({ decidedVotes: 10, agreedVotes: 4 }),
        0,
        'none',
        ['votes_disagree'],
      ],
      [
        'established: exactly 7 days, one trick',
        facts({ accountAgeDays: 7 }),
        1,
        'established',
        ['established'],
      ],
      ['5 verified tricks', facts({ verifiedTricks: 5 }), 2, 'established', ['established', 'experienced']],
      [
        '10 decided votes, 8 agreeing',
        facts({ decidedVotes: 10, agreedVotes: 8 }),
        2,
        'established',
        ['established', 'good_track_record'],
      ],
      [
        'experienced with a good track record',
        facts({ verifiedTricks: 12, decidedVotes: 40, agreedVotes: 39 }),
        MAX_EARNED_WEIGHT,
        'established',
        ['established', 'experienced', 'good_track_record'],
      ],
      [
        'one recent warning takes one off',
        facts({ verifiedTricks: 5, recentWarnings: 1 }),
        1,
        'established',
        ['established', 'experienced', 'warned'],
      ],
      [
        'a warning takes a plain skater to nothing',
        facts({ recentWarnings: 1 }),
        0,
        'none',
        ['established', 'warned'],
      ],
      [
        'warnings never take the weight below nothing',
        facts({ recentWarnings: 4 }),
        0,
        'none',
        ['established', 'warned'],
      ],
    ])('%s', (_case, given, weight, tier, reasons) => {
      expect(standingOf(given)).toEqual({ weight, tier, reasons });
    });
  });

  describe('the edges of the track record', () => {
    it.each([
      ['9 decided votes, none agreeing: too few to count', 9, 0, 1],
      ['10 decided votes, exactly half agreeing', 10, 5, 1],
      ['10 decided votes, 7 agreeing: fair, no bonus', 10, 7, 1],
      ['10 decided votes, exactly 80 % agreeing', 10, 8, 2],
      ['9 decided votes, all agreeing: no record yet', 9, 9, 1],
    ])('%s → %i', (_case, decidedVotes, agreedVotes, weight) => {
      expect(standingOf(facts({ decidedVotes, agreedVotes })).weight).toBe(weight);
    });
  });

  describe('configured settings', () => {
    it('takes a fractional minimum account age', () => {
      const settings = { ...STANDING_DEFAULTS, minAccountAgeDays: 0.0003 };
      expect(standingOf(facts({ accountAgeDays: 0.0002 }), settings).reasons).toEqual(['new_account']);
      expect(standingOf(facts({ accountAgeDays: 0.0003 }), settings).weight).toBe(1);
    });

    it('reads every threshold from the settings', () => {
      const settings = {
        minAccountAgeDays: 1,
        experiencedAfterTricks: 2,
        trackRecordAfterVotes: 3,
        goodAgreementShare: 1,
        poorAgreementShare: 0.9,
        windowDays: 30,
      };
      expect(standingOf(facts({ accountAgeDays: 2, verifiedTricks: 2 }), settings).weight).toBe(2);
      expect(standingOf(facts({ decidedVotes: 3, agreedVotes: 3 }), settings).weight).toBe(2);
      expect(standingOf(facts({ decidedVotes: 3, agreedVotes: 2 }), settings).reasons).toEqual([
        'votes_disagree',
      ]);
    });
  });

  describe('hasStanding: whether a vote counts and a report contests', () => {
    it.each([
      ['an account of minutes', facts({ accountAgeDays: 0.001 }), false],
      ['no verified trick', facts({ verifiedTricks: 0 }), false],
      ['suspended within the window', facts({ recentSuspensions: 1 }), false],
      ['warned down to nothing', facts({ recentWarnings: 1 }), false],
      ['a suspended admin', facts({ isAdmin: true, suspendedNow: true }), false],
      ['established', established, true],
      ['a brand-new trusted skater', facts({ isTrusted: true, accountAgeDays: 0, verifiedTricks: 0 }), true],
    ])('%s → %s', (_case, given, expected) => {
      expect(hasStanding(standingOf(given))).toBe(expected);
    });
  });
});
