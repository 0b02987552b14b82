// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/** `events.auth.user-registered.v1` and `events.auth.user-updated.v1`: the public face of an account. */
export class UserProfileChangedV1 {
  @IsUUID()
  userId!: string;

  @IsString()
  @MaxLength(30)
  username!: string;

  @IsOptional()
  @IsString()
  displayName!: string | null;

  @IsOptional()
  @IsString()
  profilePicture!: string | null;

  @IsBoolean()
  proStatus!: boolean;

  @IsBoolean()
  amateurStatus!: boolean;

  @IsBoolean()
  flowStatus!: boolean;

  @IsBoolean()
  isBrand!: boolean;

  @IsBoolean()
  isAdmin!: boolean;

  @IsBoolean()
  isTrusted!: boolean;

  @IsBoolean()
  isActive!: boolean;

  /**
   * While a moderator's suspension runs, its end; null or absent otherwise. Projections keep the time and
   * compare it with the clock, so a suspension ends by itself.
   */
  @IsOptional()
  @IsISO8601()
  suspendedUntil?: string | null;

  /** For admins' views only (who reacted); other projections ignore it. */
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  /** Monotonic per user: projections ignore an older revision arriving late. */
  @IsISO8601()
  updatedAt!: string;
}

/** The most accounts one `users-imported` event carries: a few hundred profiles stay well inside a message. */
export const USERS_IMPORTED_MAX = 250;

/**
 * `events.auth.users-imported.v1`: accounts an operator created in bulk (`cli.js import-users`), each as
 * `user-registered` would tell of it. One event per batch keeps a large import from flooding every
 * projection with one event per account; a projection applies the batch as it applies each profile.
 */
export class UsersImportedV1 {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(USERS_IMPORTED_MAX)
  @ValidateNested({ each: true })
  @Type(() => UserProfileChangedV1)
  users!: UserProfileChangedV1[];
}

/** `events.auth.session-revoked.v1`: every gateway drops the session from its cache. */
export class SessionRevokedV1 {
  @IsUUID()
  sessionId!: string;

  @IsUUID()
  userId!: string;
}

/**
 * `events.auth.followed.v1` and `events.auth.unfollowed.v1`; also `events.auth.follow-requested.v1`, a
 * request to follow a private profile (only the owner hears of it; no projection of follows changes).
 */
export class FollowChangedV1 {
  @IsUUID()
  followerId!: string;

  @IsUUID()
  followingId!: string;
}

/** How a pending follow request ended. */
export const FOLLOW_REQUEST_OUTCOMES = ['approved', 'declined', 'withdrawn', 'blocked'] as const;
export type FollowRequestOutcome = (typeof FOLLOW_REQUEST_OUTCOMES)[number];

/**
 * `events.auth.follow-answered.v1`: a pending follow request is over, approved or declined by the owner,
 * withdrawn by the requester, or ended by a block between them. An approval is also announced as `followed`;
 * this event tells whoever kept the request (the owner's notification of it) that it no longer waits.
 */
export class FollowAnsweredV1 {
  @IsUUID()
  followerId!: string;

  @IsUUID()
  followingId!: string;

  @IsIn(FOLLOW_REQUEST_OUTCOMES)
  outcome!: FollowRequestOutcome;
}

/**
 * `events.auth.user-signed-up.v1`: the signals of a new account's sign-up, keyed hashes only (never the
 * address or device id itself), so the verification service can count look-alike accounts once.
 */
export class UserSignedUpV1 {
  @IsUUID()
  userId!: string;

  @IsISO8601()
  signedUpAt!: string;

  @IsOptional()
  @IsString()
  @MaxLength(128)
  addressHash!: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(128)
  deviceHash!: string | null;
}
