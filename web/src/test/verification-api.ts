import { type ReviewVoteDto, STANDING_DEFAULTS, type StandingDto } from '@boonies/contracts/verification';

/** `GET /api/verifications/standing` for a week-old account with a verified trick: its vote counts once. */
export function makeStanding(
  overrides: Partial<Omit<StandingDto, 'facts'>> & { facts?: Partial<StandingDto['facts']> } = {},
): StandingDto {
  const { facts, ...fields } = overrides;
  return {
    weight: 1,
    maxWeight: 3,
    tier: 'established',
    reasons: ['established'],
    settings: STANDING_DEFAULTS,
    ...fields,
    facts: {
      accountAgeDays: 30,
      verifiedTricks: 1,
      decidedVotes: 0,
      agreedVotes: 0,
      recentWarnings: 0,
      ...facts,
    },
  };
}

/** One vote in the review queue, by an established voter unless told otherwise. */
export function makeReviewVote(
  overrides: Partial<ReviewVoteDto> & Pick<ReviewVoteDto, 'voterId' | 'username'>,
): ReviewVoteDto {
  return {
    vote: true,
    weight: 1,
    standing: { weight: 1, tier: 'established', reasons: ['established'] },
    discounted: false,
    votedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}
