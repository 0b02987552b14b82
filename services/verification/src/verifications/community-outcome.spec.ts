import { countCommunityVotes, type CommunityCount } from '@boonies/contracts';
import { outcomeOf, type SettledState } from './community-outcome';

const open: SettledState = {
  isVerified: false,
  settledBy: null,
  decided: false,
  rejected: false,
  contested: false,
};
const communityVerified: SettledState = { ...open, isVerified: true, settledBy: 'community' };
const votes = (makes: number, fakes: number): CommunityCount =>
  countCommunityVotes(
    Array.from({ length: makes + fakes }, (_, index) => ({
      voterId: `voter-${index}`,
      vote: index < makes,
      weight: 1,
      signals: null,
    })),
    null,
  );
const passing = votes(3, 0);
const failing = votes(2, 0);
const contesting = votes(0, 2);
const byVote = { withdrewMakeVote: false };
const byWithdrawal = { withdrewMakeVote: true };

describe('outcomeOf', () => {
  it('verifies an open verification that passes, by the community', () => {
    expect(outcomeOf(open, passing, byVote)).toEqual({
      isVerified: true,
      settledBy: 'community',
      contests: false,
      verifies: true,
      unverifies: false,
    });
    expect(outcomeOf(open, failing, byVote)).toMatchObject({ isVerified: false, verifies: false });
  });

  it('contests when the fake votes weigh enough, once', () => {
    expect(outcomeOf(open, contesting, byVote)).toMatchObject({ contests: true, isVerified: false });
    expect(outcomeOf({ ...open, contested: true }, contesting, byVote).contests).toBe(false);
    expect(outcomeOf(communityVerified, contesting, byVote)).toMatchObject({
      contests: true,
      isVerified: true,
    });
  });

  it('does not verify a contested or rejected verification, nor one this count contests', () => {
    expect(outcomeOf({ ...open, contested: true }, passing, byVote).verifies).toBe(false);
    expect(outcomeOf({ ...open, rejected: true }, passing, byVote).verifies).toBe(false);
    // 7 of 10 passes and 3 of 10 contests: the contest wins.
    expect(outcomeOf(open, votes(7, 3), byVote)).toMatchObject({ contests: true, verifies: false });
  });

  it('keeps a community verification verified while votes come in', () => {
    expect(outcomeOf(communityVerified, failing, byVote)).toMatchObject({
      isVerified: true,
      unverifies: false,
      settledBy: 'community',
    });
  });

  it('un-verifies a community verification once a withdrawn make vote leaves it short', () => {
    expect(outcomeOf(communityVerified, failing, byWithdrawal)).toEqual({
      isVerified: false,
      settledBy: null,
      contests: false,
      verifies: false,
      unverifies: true,
    });
    expect(outcomeOf(communityVerified, passing, byWithdrawal).unverifies).toBe(false);
    expect(outcomeOf(communityVerified, failing, { withdrewMakeVote: false }).unverifies).toBe(false);
  });

  it("never reopens an admin's decision", () => {
    const decidedVerified: SettledState = { ...open, isVerified: true, settledBy: 'admin', decided: true };
    const decidedRejected: SettledState = { ...open, settledBy: 'admin', decided: true, rejected: true };
    for (const count of [passing, failing, contesting]) {
      expect(outcomeOf(decidedVerified, count, byWithdrawal)).toEqual({
        isVerified: true,
        settledBy: 'admin',
        contests: false,
        verifies: false,
        unverifies: false,
      });
      expect(outcomeOf(decidedRejected, count, byVote)).toMatchObject({ isVerified: false, contests: false });
    }
  });
});
