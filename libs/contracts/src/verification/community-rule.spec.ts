import {
  COMMUNITY_RULE_DEFAULTS,
  countCommunityVotes,
  type CountedVote,
  type SignUpSignals,
} from './community-rule';
import { AUTO_VERIFY_DEFAULTS } from './rules';
import { standingOf, type StandingFacts } from './standing';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const start = Date.parse('2026-03-01T12:00:00.000Z');
const at = (offsetMs: number) => new Date(start + offsetMs).toISOString();

let nextId = 0;
/** A vote by a fresh voter; signals only when given. */
const vote = (make: boolean, weight: number, signals: Partial<SignUpSignals> | null = null): CountedVote => ({
  voterId: `voter-${(nextId += 1)}`,
  vote: make,
  weight,
  signals: signals && { addressHash: null, deviceHash: null, signedUpAt: at(0), ...signals },
});
const makes = (count: number, weight = 1) => Array.from({ length: count }, () => vote(true, weight));
const fakes = (count: number, weight = 1) => Array.from({ length: count }, () => vote(false, weight));

describe('countCommunityVotes', () => {
  it('has the documented defaults', () => {
    expect(COMMUNITY_RULE_DEFAULTS).toEqual({
      minWeightedMakeVotes: 3,
      minVoters: 3,
      minMakeShare: 0.7,
      signalWindowHours: 24,
      contestFakeShare: 0.3,
      contestMinFakeWeight: 2,
    });
    expect(COMMUNITY_RULE_DEFAULTS).toEqual(AUTO_VERIFY_DEFAULTS);
  });

  describe('the three conditions', () => {
    it.each([
      ['no votes', [], false, { votersNeeded: 3, weightNeeded: 3, makeShareMet: false }],
      ['two make votes of 1', makes(2), false, { votersNeeded: 1, weightNeeded: 1 }],
      ['three make votes of 1', makes(3), true, { votersNeeded: 0, weightNeeded: 0, makeVoters: 3 }],
      [
        'one staff make vote: weight enough, one voter',
        makes(1, 5),
        false,
        { votersNeeded: 2, weightNeeded: 0 },
      ],
      ['two make votes of 3: weight enough, two voters', makes(2, 3), false, { votersNeeded: 1 }],
      ['7 of 10 weighted: exactly 70 %', [...makes(7), ...fakes(3)], true, { makeShareMet: true }],
      ['69 % of the weight', [...makes(69), ...fakes(31)], false, { makeShareMet: false }],
      ['three makes against two fakes: 60 %', [...makes(3), ...fakes(2)], false, { makeShareMet: false }],
      [
        'make votes of weight 0 count for nothing',
        makes(6, 0),
        false,
        { votersNeeded: 3, discountedVotes: 6 },
      ],
      ['fakes of weight 0 do not spoil the share', [...makes(3), ...fakes(5, 0)], true, { fakeWeight: 0 }],
    ])('%s → passes %s', (_case, votes, passes, expected) => {
      const count = countCommunityVotes(votes, null);
      expect(count.passes).toBe(passes);
      expect(count).toMatchObject(expected);
    });

    it('adds weights: one make of 3 and two of 1 make 5', () => {
      expect(countCommunityVotes([vote(true, 3), ...makes(2)], null)).toMatchObject({
        makeWeight: 5,
        fakeWeight: 0,
        makeVoters: 3,
        passes: true,
      });
    });

    it('uses configured settings', () => {
      const settings = { ...COMMUNITY_RULE_DEFAULTS, minWeightedMakeVotes: 5, minVoters: 2, minMakeShare: 1 };
      expect(countCommunityVotes(makes(2, 2), null, settings)).toMatchObject({
        passes: false,
        weightNeeded: 1,
      });
      expect(countCommunityVotes(makes(2, 3), null, settings).passes).toBe(true);
      expect(countCommunityVotes([...makes(5, 3), vote(false, 1)], null, settings).passes).toBe(false);
    });
  });

  describe('contested', () => {
    it.each([
      ['no votes', [], false],
      ['one fake of 1 alone: too light', fakes(1), false],
      ['two fakes of 1 alone', fakes(2), true],
      ['one fake of 2 against four makes: 33 %', [vote(false, 2), ...makes(4)], true],
      ['two fakes of 1 against five makes: 29 %', [...fakes(2), ...makes(5)], false],
      ['3 of 10 weighted: exactly 30 %', [...fakes(3), ...makes(7)], true],
      ['fakes of weight 0', fakes(4, 0), false],
    ])('%s → %s', (_case, votes, contested) => {
      expect(countCommunityVotes(votes, null).contested).toBe(contested);
    });
  });

  describe('look-alike accounts count once', () => {
    it('merges accounts with one sign-up address within the window', () => {
      const votes = [
        vote(true, 1, { addressHash: 'a1', signedUpAt: at(0) }),
        vote(true, 1, { addressHash: 'a1', signedUpAt: at(HOUR) }),
        vote(true, 1, { addressHash: 'a2', signedUpAt: at(HOUR) }),
      ];
      const count = countCommunityVotes(votes, null);
      expect(count).toMatchObject({ makeWeight: 2, makeVoters: 2, discountedVotes: 1, passes: false });
      expect(count.discountedVoterIds).toEqual([votes[1].voterId]);
    });

    it('merges accounts with one device', () => {
      const votes = [
        vote(true, 1, { deviceHash: 'd1', addressHash: 'a1' }),
        vote(true, 1, { deviceHash: 'd1', addressHash: 'a2' }),
        vote(true, 1, { deviceHash: 'd2', addressHash: 'a3' }),
      ];
      expect(countCommunityVotes(votes, null)).toMatchObject({ makeVoters: 2, discountedVotes: 1 });
    });

    it.each([
      ['exactly 24 hours apart: merged', 24 * HOUR, 1],
      ['a millisecond past 24 hours: apart', 24 * HOUR + 1, 2],
      ['a day and a half apart: apart', 1.5 * DAY, 2],
    ])('%s', (_case, apart, voters) => {
      const votes = [
        vote(true, 1, { addressHash: 'same', signedUpAt: at(0) }),
        vote(true, 1, { addressHash: 'same', signedUpAt: at(apart) }),
      ];
      expect(countCommunityVotes(votes, null).makeVoters).toBe(voters);
    });

    it('follows the configured window', () => {
      const votes = [
        vote(true, 1, { addressHash: 'same', signedUpAt: at(0) }),
        vote(true, 1, { addressHash: 'same', signedUpAt: at(2 * HOUR) }),
      ];
      const settings = { ...COMMUNITY_RULE_DEFAULTS, signalWindowHours: 1 };
      expect(countCommunityVotes(votes, null, settings).makeVoters).toBe(2);
    });

    it('never merges on missing signals: no hashes, or no sign-up known', () => {
      const votes = [vote(true, 1, {}), vote(true, 1, {}), vote(true, 1, null), vote(true, 1, null)];
      expect(countCommunityVotes(votes, null)).toMatchObject({ makeVoters: 4, discountedVotes: 0 });
    });

    it('merges a chain A~B~C into one, even where A and C share nothing', () => {
      const votes = [
        vote(true, 1, { addressHash: 'a1', deviceHash: 'd1', signedUpAt: at(0) }),
        vote(true, 1, { addressHash: 'a1', deviceHash: 'd2', signedUpAt: at(20 * HOUR) }),
        vote(true, 1, { addressHash: 'a3', deviceHash: 'd2', signedUpAt: at(40 * HOUR) }),
        vote(true, 1, { addressHash: 'a4' }),
      ];
      expect(countCommunityVotes(votes, null)).toMatchObject({
        makeVoters: 2,
        makeWeight: 2,
        discountedVotes: 2,
      });
    });

    it('merges a chain whose link comes last in the list', () => {
      const votes = [
        vote(true, 1, { addressHash: 'a1', deviceHash: 'd1' }),
        vote(true, 1, { addressHash: 'a2', deviceHash: 'd2' }),
        vote(true, 1, { addressHash: 'a1', deviceHash: 'd2' }),
      ];
      expect(countCommunityVotes(votes, null)).toMatchObject({ makeVoters: 1, discountedVotes: 2 });
    });

    it('keeps the heaviest of a group', () => {
      const heavy = vote(true, 3, { addressHash: 'a1' });
      const votes = [vote(false, 1, { addressHash: 'a1' }), heavy, vote(true, 2, { addressHash: 'a1' })];
      const count = countCommunityVotes(votes, null);
      expect(count).toMatchObject({ makeWeight: 3, fakeWeight: 0, makeVoters: 1 });
      expect(count.discountedVoterIds).not.toContain(heavy.voterId);
    });

    it('of equal weights keeps the fake vote, whatever the order', () => {
      for (const votes of [
        [vote(true, 2, { deviceHash: 'd1' }), vote(false, 2, { deviceHash: 'd1' })],
        [vote(false, 2, { deviceHash: 'd1' }), vote(true, 2, { deviceHash: 'd1' })],
      ]) {
        expect(countCommunityVotes(votes, null)).toMatchObject({
          makeWeight: 0,
          fakeWeight: 2,
          makeVoters: 0,
        });
      }
    });

    it('leaves weightless look-alikes out before grouping', () => {
      const votes = [vote(false, 0, { addressHash: 'a1' }), vote(true, 1, { addressHash: 'a1' })];
      expect(countCommunityVotes(votes, null)).toMatchObject({
        makeWeight: 1,
        fakeWeight: 0,
        discountedVotes: 1,
      });
    });
  });

  describe("the poster's look-alikes count nothing", () => {
    const poster: SignUpSignals = { addressHash: 'home', deviceHash: 'phone', signedUpAt: at(0) };

    it.each([
      ['same address', { addressHash: 'home', signedUpAt: at(3 * HOUR) }, true],
      ['same device', { deviceHash: 'phone', signedUpAt: at(-3 * HOUR) }, true],
      ['same address, a month later', { addressHash: 'home', signedUpAt: at(30 * DAY) }, false],
      ['nothing shared', { addressHash: 'elsewhere', deviceHash: 'laptop' }, false],
    ])('%s → discounted %s', (_case, signals, discounted) => {
      const suspect = vote(true, 3, signals);
      const count = countCommunityVotes([suspect, ...makes(2)], poster);
      expect(count.discountedVoterIds.includes(suspect.voterId)).toBe(discounted);
      expect(count.makeWeight).toBe(discounted ? 2 : 5);
    });

    it('leaves every vote counted when the poster has no signals', () => {
      expect(countCommunityVotes([vote(true, 1, { addressHash: 'home' }), ...makes(2)], null).passes).toBe(
        true,
      );
    });
  });

  describe('throwaway accounts against established skaters', () => {
    /** Whoever voted: their standing by the defaults decides what the vote weighs. */
    const voteBy = (facts: Partial<StandingFacts>, signals: Partial<SignUpSignals> | null): CountedVote => {
      const { weight } = standingOf({
        isAdmin: false,
        isTrusted: false,
        isActive: true,
        accountAgeDays: 0,
        verifiedTricks: 0,
        decidedVotes: 0,
        agreedVotes: 0,
        recentWarnings: 0,
        recentSuspensions: 0,
        suspendedNow: false,
        ...facts,
      });
      return vote(true, weight, signals);
    };

    it('six accounts created the same day cannot verify', () => {
      const votes = Array.from({ length: 6 }, (_, index) =>
        voteBy({ accountAgeDays: 0.01 }, { addressHash: `a${index}`, signedUpAt: at(index * HOUR) }),
      );
      expect(countCommunityVotes(votes, null)).toMatchObject({
        passes: false,
        makeWeight: 0,
        discountedVotes: 6,
      });
    });

    it('six accounts from one address, weeks old with a verified trick each, count once', () => {
      const votes = Array.from({ length: 6 }, (_, index) =>
        voteBy(
          { accountAgeDays: 30, verifiedTricks: 1 },
          { addressHash: 'farm', signedUpAt: at(index * HOUR) },
        ),
      );
      expect(countCommunityVotes(votes, null)).toMatchObject({
        passes: false,
        makeVoters: 1,
        discountedVotes: 5,
      });
    });

    it('three established skaters verify', () => {
      const votes = ['a1', 'a2', 'a3'].map((addressHash, index) =>
        voteBy({ accountAgeDays: 60, verifiedTricks: 1 }, { addressHash, signedUpAt: at(index * DAY * 10) }),
      );
      expect(countCommunityVotes(votes, null)).toMatchObject({
        passes: true,
        makeWeight: 3,
        makeVoters: 3,
        discountedVotes: 0,
        discountedVoterIds: [],
      });
    });
  });
});
