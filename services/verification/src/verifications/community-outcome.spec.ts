import { type CommunityCount, countCommunityVotes } from '@boonies/contracts/verification';
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
const byRelease = { withdrewMakeVote: false, releasesReport: true };
const contestedByReport: SettledState = { ...open, contested: true };

describe('outcomeOf', () => {
  it('verifies an open verification that passes, by the community', () => {
    expect(outcomeOf(open, passing, byVote)).toEqual({
      isVerified: true,
      settledBy: 'community',
      contests: false,
      verifies: true,
      unverifies: false,
      releases: false,
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
      releases: false,
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
        releases: false,
      });
      expect(outcomeOf(decidedRejected, count, byVote)).toMatchObject({ isVerified: false, contests: false });
    }
  });

  describe('when the last standing report is dismissed', () => {
    it('releases the verification and counts it as if never reported: verified if its votes pass', () => {
      expect(outcomeOf(contestedByReport, passing, byRelease)).toEqual({
        isVerified: true,
        settledBy: 'community',
        contests: false,
        verifies: true,
        unverifies: false,
        releases: true,
      });
      expect(outcomeOf(contestedByReport, failing, byRelease)).toEqual({
        isVerified: false,
        settledBy: null,
        contests: false,
        verifies: false,
        unverifies: false,
        releases: true,
      });
    });

    it('keeps it before the admins, now for its fake votes, when they weigh enough to contest', () => {
      expect(outcomeOf(contestedByReport, contesting, byRelease)).toMatchObject({
        contests: true,
        releases: false,
        isVerified: false,
      });
    });

    it('leaves a community verification verified, and an open one open', () => {
      expect(outcomeOf({ ...communityVerified, contested: true }, failing, byRelease)).toMatchObject({
        isVerified: true,
        settledBy: 'community',
        releases: true,
        unverifies: false,
      });
      expect(outcomeOf(open, failing, byRelease)).toMatchObject({ releases: false, contests: false });
    });

    it("never reopens an admin's decision", () => {
      const decided: SettledState = { ...open, settledBy: 'admin', decided: true, rejected: true };
      expect(outcomeOf(decided, passing, byRelease)).toMatchObject({
        isVerified: false,
        verifies: false,
        releases: false,
      });
    });
  });
});
