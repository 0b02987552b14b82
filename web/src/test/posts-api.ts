import type { UserDto } from '@boonies/contracts/auth';
import type { PostAuthorDto, PostDto, VerificationSummaryDto } from '@boonies/contracts/posts';
import type { VerificationDto, VerificationProgressDto } from '@boonies/contracts/verification';
import type { Routes } from './fetch-mock';
import { makeUser, ok } from './fixtures';

export const OTHER_SKATER = makeUser({
  id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000002',
  username: 'rodney',
  displayName: 'Rodney',
  email: 'rodney@example.com',
  proStatus: true,
});

export function authorOf(user: UserDto): PostAuthorDto {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    avatarUrl: user.profilePicture,
    proStatus: user.proStatus,
    amateurStatus: user.amateurStatus,
    flowStatus: user.flowStatus,
    isBrand: user.isBrand,
    isAdmin: user.isAdmin,
  };
}

let sequence = 0;

/** A post id the server would give (a UUID). */
export function postId(): string {
  sequence += 1;
  return `9b1deb4d-3b7d-4bad-9bdd-${String(sequence).padStart(12, '0')}`;
}

export function makePost(overrides: Partial<Omit<PostDto, 'author'>> & { author?: UserDto } = {}): PostDto {
  const { author = OTHER_SKATER, ...rest } = overrides;
  return {
    id: postId(),
    userId: author.id,
    content: 'Landed it first try',
    imageUrl: null,
    videoUrl: null,
    media: null,
    postType: 'text',
    parentPostId: null,
    taggedTricks: [],
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    author: authorOf(author),
    tricks: [],
    users: { username: author.username, avatarUrl: author.profilePicture },
    verificationStatus: null,
    isVerified: false,
    reactions: { likes: 0, dislikes: 0, mine: null },
    replyCount: 0,
    verifications: [],
    ...rest,
  };
}

export function makeVerification(overrides: Partial<VerificationSummaryDto> = {}): VerificationSummaryDto {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    trickId: 'sg-1',
    trickName: 'Kickflip',
    votesFor: 3,
    votesAgainst: 1,
    isVerified: false,
    removed: false,
    percentage: 75,
    ...overrides,
  };
}

/**
 * A verification as `GET /api/verifications/...` answers it, counted by the community rule: by default
 * open, with no votes of weight yet.
 */
export function makeCountedVerification(
  overrides: Partial<Omit<VerificationDto, 'progress'>> & {
    progress?: Partial<VerificationProgressDto>;
  } = {},
): VerificationDto {
  const { progress, ...fields } = overrides;
  const summary = makeVerification();
  return {
    id: summary.id,
    postId: '9b1deb4d-3b7d-4bad-9bdd-000000000000',
    trickId: summary.trickId,
    posterId: OTHER_SKATER.id,
    votesFor: summary.votesFor,
    votesAgainst: summary.votesAgainst,
    weightedFor: 0,
    weightedAgainst: 0,
    isVerified: false,
    percentage: summary.percentage,
    verifiedAt: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    ...fields,
    progress: {
      state: 'open',
      decidedBy: null,
      makeVoters: 0,
      votersNeeded: 3,
      weightNeeded: 3,
      makeShareMet: false,
      discountedVotes: 0,
      ...progress,
    },
  };
}

/** The first page of a feed, as the app asks for it. */
export function feedRoute(path: string, posts: PostDto[], nextCursor: string | null = null): Routes {
  return { [`GET ${path}?limit=20`]: ok({ posts, nextCursor }) };
}

/** Every home feed empty, for tests about something else. */
export const EMPTY_FEEDS: Routes = {
  ...feedRoute('/api/posts/following', []),
  ...feedRoute('/api/posts/popular', []),
  ...feedRoute('/api/posts/type/trick_video', []),
};
