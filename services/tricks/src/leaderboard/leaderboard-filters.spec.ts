import { LEADERBOARD_FILTERS, type LeaderboardFilter } from '@boonies/contracts/tricks';
import { LEADERBOARD_FILTER_RULES, type SponsorshipStatus } from './leaderboard-filters';

const status = (pro: boolean, amateur: boolean, flow: boolean): SponsorshipStatus => ({
  proStatus: pro,
  amateurStatus: amateur,
  flowStatus: flow,
});

describe('leaderboard filters (spec 01 §6)', () => {
  // pro, amateur, flow → the filters the user is on
  it.each([
    [status(false, false, false), ['all', 'unsponsored']],
    [status(true, false, false), ['all', 'pro', 'sponsored']],
    [status(false, true, false), ['all', 'am', 'sponsored']],
    [status(false, false, true), ['all', 'flow', 'sponsored']],
    [status(true, true, false), ['all', 'pro', 'sponsored']],
    [status(true, false, true), ['all', 'pro', 'sponsored']],
    [status(false, true, true), ['all', 'am', 'sponsored']],
    [status(true, true, true), ['all', 'pro', 'sponsored']],
  ])('%j is on %j', (user, filters) => {
    const on = LEADERBOARD_FILTERS.filter((filter: LeaderboardFilter) =>
      LEADERBOARD_FILTER_RULES[filter].matches(user),
    );
    expect(on).toEqual(filters);
  });

  it('has a rule for every filter the contracts name', () => {
    expect(Object.keys(LEADERBOARD_FILTER_RULES).sort()).toEqual([...LEADERBOARD_FILTERS].sort());
  });
});
