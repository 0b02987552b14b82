import type { UserDto } from '@boonies/contracts/auth';
import type { UserSummaryDto } from '@boonies/contracts/social';
import type { LeaderboardEntryDto, ProgressDto, ScoreDto, TrickDto } from '@boonies/contracts/tricks';

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000001',
    email: 'tony@example.com',
    username: 'tony',
    displayName: 'Tony',
    bio: null,
    profilePicture: null,
    headerVideo: null,
    location: null,
    skatingStyle: null,
    favoriteSpot: null,
    gradientStartColor: '#4F46E5',
    gradientEndColor: '#06B6D4',
    proStatus: false,
    amateurStatus: false,
    flowStatus: false,
    isBrand: false,
    isVerified: false,
    isAdmin: false,
    isTrusted: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** How a user appears in lists and search results. */
export function summaryOf(user: UserDto): UserSummaryDto {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    profilePicture: user.profilePicture,
    proStatus: user.proStatus,
    amateurStatus: user.amateurStatus,
    flowStatus: user.flowStatus,
    isBrand: user.isBrand,
    isVerified: user.isVerified,
  };
}

export const SIGNED_OUT = { status: 401, json: { error: 'Not signed in', code: 'UNAUTHENTICATED' } } as const;

export function signedInAs(user: UserDto) {
  return { status: 200, json: user } as const;
}

export function makeTrick(overrides: Partial<TrickDto> & Pick<TrickDto, 'id' | 'name'>): TrickDto {
  return {
    aliases: [],
    category: 'fundamentals',
    difficulty: 'Beginner',
    baseTrick: overrides.name.toLowerCase(),
    stance: 'regular',
    description: '',
    videoUrl: null,
    prerequisites: [],
    setup: [],
    steps: [],
    commonMistakes: [],
    proTips: [],
    points: 10,
    ...overrides,
  };
}

export function makeProgress(trickId: string, overrides: Partial<ProgressDto> = {}): ProgressDto {
  return { trickId, learned: true, verified: false, learnedAt: '2026-01-02T00:00:00.000Z', ...overrides };
}

export function makeScore(overrides: Partial<ScoreDto> = {}): ScoreDto {
  return {
    userId: makeUser().id,
    privateScore: 0,
    publicScore: 0,
    learnedCount: 0,
    verifiedCount: 0,
    level: 1,
    levelName: 'Beginner',
    pointsInLevel: 0,
    ...overrides,
  };
}

export function makeLeaderboardEntry(
  overrides: Partial<LeaderboardEntryDto> & Pick<LeaderboardEntryDto, 'id' | 'username' | 'rank'>,
): LeaderboardEntryDto {
  return {
    displayName: null,
    avatarUrl: null,
    proStatus: false,
    amateurStatus: false,
    flowStatus: false,
    isBrand: false,
    score: 0,
    level: 1,
    levelName: 'Beginner',
    ...overrides,
  };
}

/** A `200` reply with a JSON body, for routes of `mockFetch`. */
export function ok(json: unknown) {
  return { status: 200, json } as const;
}
