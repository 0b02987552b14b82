import type { UserDto } from '@boonies/contracts';

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
    ...overrides,
  };
}

export const SIGNED_OUT = { status: 401, json: { error: 'Not signed in', code: 'UNAUTHENTICATED' } } as const;

export function signedInAs(user: UserDto) {
  return { status: 200, json: user } as const;
}
