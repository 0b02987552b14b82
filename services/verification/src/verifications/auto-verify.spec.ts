import { AUTO_VERIFY_DEFAULTS } from '@boonies/contracts';
import {
  decideAfterVote,
  DEFAULT_THRESHOLDS,
  EMPTY_TALLY,
  meetsAutoVerify,
  tallyOf,
  voteWeight,
  type Tally,
  type VoteGroup,
} from './auto-verify';

/** Votes as individual voters cast them: `true` = make, with the voter's weight. */
const votes = (...cast: [boolean, number][]): VoteGroup[] =>
  cast.map(([vote, weight]) => ({ vote, voters: 1, weight }));

const weighted = (weightedFor: number, weightedAgainst: number): Tally => ({
  ...EMPTY_TALLY,
  weightedFor,
  weightedAgainst,
});

describe('the auto-verify rule', () => {
  it('defaults to 5 weighted make votes and a 70 % make share', () => {
    expect(DEFAULT_THRESHOLDS).toEqual({ minWeightedMakeVotes: 5, minMakeShare: 0.7 });
    expect(AUTO_VERIFY_DEFAULTS).toEqual(DEFAULT_THRESHOLDS);
  });

  describe('weights', () => {
    it.each([
      [{ isAdmin: true, isTrusted: false }, 5],
      [{ isAdmin: false, isTrusted: true }, 5],
      [{ isAdmin: true, isTrusted: true }, 5],
      [{ isAdmin: false, isTrusted: false }, 1],
    ])('a voter %j weighs %i', (voter, weight) => {
      expect(voteWeight(voter)).toBe(weight);
    });
  });

  describe('tallyOf', () => {
    it('counts voters and adds their weights, per kind', () => {
      expect(tallyOf(votes([true, 1], [true, 5], [false, 1], [true, 1]))).toEqual({
        votesFor: 3,
        votesAgainst: 1,
        weightedFor: 7,
        weightedAgainst: 1,
      });
    });

    it('reads grouped counts the same way as single votes', () => {
      expect(
        tallyOf([
          { vote: true, voters: 4, weight: 8 },
          { vote: false, voters: 2, weight: 6 },
        ]),
      ).toEqual({ votesFor: 4, votesAgainst: 2, weightedFor: 8, weightedAgainst: 6 });
    });

    it('is empty without votes', () => {
      expect(tallyOf([])).toEqual(EMPTY_TALLY);
    });
  });

  describe('meetsAutoVerify with the defaults', () => {
    it.each([
      ['no votes', 0, 0, false],
      ['four plain make votes', 4, 0, false],
      ['five plain make votes', 5, 0, true],
      ['one admin make vote', 5, 0, true],
      ['7 of 10: exactly 70 %', 7, 3, true],
      ['14 of 20: exactly 70 %', 14, 6, true],
      ['69 of 100: just under 70 %', 69, 31, false],
      ['5 make against 3 fake: 62.5 %', 5, 3, false],
      ['an admin make vote against an admin fake vote', 5, 5, false],
      ['enough share but too few: 4 of 4', 4, 0, false],
      ['many make votes outweighed', 50, 30, false],
      ['many make votes, few fakes', 50, 20, true],
    ])('%s → %s', (_case, weightedFor, weightedAgainst, expected) => {
      expect(meetsAutoVerify(weighted(weightedFor, weightedAgainst))).toBe(expected);
    });

    it('counts weights, not heads: one trusted make vote outweighs four plain fakes', () => {
      const tally = tallyOf(votes([true, 5], [true, 5], [false, 1], [false, 1], [false, 1], [false, 1]));
      expect(tally).toMatchObject({ votesFor: 2, votesAgainst: 4 });
      expect(meetsAutoVerify(tally)).toBe(true);
    });
  });

  describe('meetsAutoVerify with configured thresholds', () => {
    it('uses the configured minimum of weighted make votes', () => {
      const thresholds = { minWeightedMakeVotes: 10, minMakeShare: 0.7 };
      expect(meetsAutoVerify(weighted(9, 0), thresholds)).toBe(false);
      expect(meetsAutoVerify(weighted(10, 0), thresholds)).toBe(true);
    });

    it('uses the configured share, inclusive', () => {
      const thresholds = { minWeightedMakeVotes: 1, minMakeShare: 0.5 };
      expect(meetsAutoVerify(weighted(2, 2), thresholds)).toBe(true);
      expect(meetsAutoVerify(weighted(2, 3), thresholds)).toBe(false);
      expect(meetsAutoVerify(weighted(1, 0), { minWeightedMakeVotes: 1, minMakeShare: 1 })).toBe(true);
      expect(meetsAutoVerify(weighted(99, 1), { minWeightedMakeVotes: 1, minMakeShare: 1 })).toBe(false);
    });

    it('never verifies without votes, whatever the thresholds', () => {
      expect(meetsAutoVerify(weighted(0, 0), { minWeightedMakeVotes: 0, minMakeShare: 0 })).toBe(false);
    });
  });

  describe('decideAfterVote', () => {
    const enough = weighted(5, 0);
    const notEnough = weighted(4, 0);
    const outvoted = weighted(5, 50);

    it('verifies, and marks the recount that did it', () => {
      expect(decideAfterVote({ isVerified: false, rejected: false }, enough)).toEqual({
        isVerified: true,
        autoVerified: true,
      });
      expect(decideAfterVote({ isVerified: false, rejected: false }, notEnough)).toEqual({
        isVerified: false,
        autoVerified: false,
      });
    });

    it('keeps a verified trick verified while voting goes on, without verifying it again', () => {
      expect(decideAfterVote({ isVerified: true, rejected: false }, outvoted)).toEqual({
        isVerified: true,
        autoVerified: false,
      });
      expect(decideAfterVote({ isVerified: true, rejected: false }, enough)).toEqual({
        isVerified: true,
        autoVerified: false,
      });
    });

    it('leaves a video an admin rejected unverified, however the community votes', () => {
      expect(decideAfterVote({ isVerified: false, rejected: true }, enough)).toEqual({
        isVerified: false,
        autoVerified: false,
      });
    });

    it('passes the thresholds on', () => {
      const strict = { minWeightedMakeVotes: 6, minMakeShare: 0.7 };
      expect(decideAfterVote({ isVerified: false, rejected: false }, enough, strict).isVerified).toBe(false);
    });
  });
});
