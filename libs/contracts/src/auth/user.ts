import type { DateTime, Email, Uuid } from '../common/formats';

/** The signed-in user as the web app sees it (`GET /api/auth/me`, sign-up and sign-in responses). */
export interface UserDto {
  id: Uuid;
  email: Email;
  username: string;
  displayName: string | null;
  bio: string | null;
  profilePicture: string | null;
  headerVideo: string | null;
  location: string | null;
  skatingStyle: string | null;
  favoriteSpot: string | null;
  gradientStartColor: string;
  gradientEndColor: string;
  proStatus: boolean;
  amateurStatus: boolean;
  flowStatus: boolean;
  isBrand: boolean;
  isVerified: boolean;
  isAdmin: boolean;
  isTrusted: boolean;
  createdAt: DateTime;
  /**
   * When the profile was last saved: a page reading the profile from a copy kept from events (a moment
   * behind) waits until the copy is at least this new.
   */
  updatedAt: DateTime;
  /** Only in a puppet session: the real admin operating this account (the "Admin Mask Mode" banner). */
  actingAdmin?: ActingAdminDto;
}

/** The admin behind a puppet session, saved so the web app can show who will be restored on Return. */
export interface ActingAdminDto {
  id: Uuid;
  username: string;
  email: Email;
}

export const DEFAULT_GRADIENT = { start: '#4F46E5', end: '#06B6D4' } as const;
