// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { defineEvent, type EventDefinition, type EventOptions } from '../events/event-definition';
import {
  BlockChangedV1,
  FollowAnsweredV1,
  FollowChangedV1,
  PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '../social/social.events';
import { SUSPENSION_REASON_MAX } from './suspension-rules';

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

  /*
   * The rest of the public profile, for the social service's copy of the people it shows. Absent from events
   * written before the fields were added; a copy then keeps the default (see `USER_COLUMNS`).
   */

  @IsOptional()
  @IsBoolean()
  isVerified?: boolean;

  @IsOptional()
  @IsString()
  bio?: string | null;

  @IsOptional()
  @IsString()
  headerVideo?: string | null;

  @IsOptional()
  @IsString()
  location?: string | null;

  @IsOptional()
  @IsString()
  skatingStyle?: string | null;

  @IsOptional()
  @IsString()
  favoriteSpot?: string | null;

  @IsOptional()
  @IsString()
  gradientStartColor?: string;

  @IsOptional()
  @IsString()
  gradientEndColor?: string;

  /** When the account was made. */
  @IsOptional()
  @IsISO8601()
  createdAt?: string;

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

export const PUPPET_MODES = ['assumed', 'returned'] as const;
export type PuppetMode = (typeof PUPPET_MODES)[number];

/**
 * `events.auth.puppet-mode-changed.v1`: an admin's session started or stopped acting as a puppet. Every
 * gateway forgets the session (it now resolves to another identity); the admin service audits it.
 */
export class PuppetModeChangedV1 {
  @IsUUID()
  sessionId!: string;

  @IsUUID()
  adminId!: string;

  @IsUUID()
  puppetId!: string;

  @IsString()
  @MaxLength(30)
  puppetUsername!: string;

  @IsIn(PUPPET_MODES)
  mode!: PuppetMode;
}

/**
 * `events.auth.user-flags-changed.v1`: an admin verified, unverified, trusted or distrusted a user, or an
 * operator granted a role from the auth service's command line (`changed` names `isAdmin`, `isBrand` or
 * `isTrusted`; no actor).
 */
export class UserFlagsChangedV1 {
  @IsUUID()
  userId!: string;

  @IsString()
  @MaxLength(30)
  username!: string;

  @IsBoolean()
  isVerified!: boolean;

  @IsBoolean()
  isTrusted!: boolean;

  /** What changed, for the audit log: the flags whose value this change set. */
  @IsOptional()
  @IsString({ each: true })
  changed?: string[];
}

/** `events.auth.user-suspended.v1`: an admin suspended an account or lifted its suspension (audited). */
export class UserSuspensionChangedV1 {
  @IsUUID()
  userId!: string;

  @IsString()
  @MaxLength(30)
  username!: string;

  /** The end of the suspension; `null` when it was lifted. */
  @IsOptional()
  @IsISO8601()
  suspendedUntil!: string | null;

  @IsOptional()
  @IsInt()
  days?: number | null;

  @IsOptional()
  @IsString()
  @MaxLength(SUSPENSION_REASON_MAX)
  reason?: string | null;
}

/**
 * The social events auth published before the social service owned follows, blocks and preferences. Auth
 * republishes the social service's events under these subjects, same id, until the day they retire.
 */
function movedToSocial(successor: EventDefinition): EventOptions {
  return { retiresAfter: '2027-03-31', replacedBy: successor };
}

/** The events the auth service publishes, `events.auth.<event>.v<N>`, with their payload classes. */
export const AUTH_EVENTS = {
  userRegistered: defineEvent('auth', 'user-registered', 1, UserProfileChangedV1),
  userUpdated: defineEvent('auth', 'user-updated', 1, UserProfileChangedV1),
  sessionRevoked: defineEvent('auth', 'session-revoked', 1, SessionRevokedV1),
  followed: defineEvent('auth', 'followed', 1, FollowChangedV1, movedToSocial(SOCIAL_EVENTS.followed)),
  unfollowed: defineEvent('auth', 'unfollowed', 1, FollowChangedV1, movedToSocial(SOCIAL_EVENTS.unfollowed)),
  followRequested: defineEvent(
    'auth',
    'follow-requested',
    1,
    FollowChangedV1,
    movedToSocial(SOCIAL_EVENTS.followRequested),
  ),
  followAnswered: defineEvent(
    'auth',
    'follow-answered',
    1,
    FollowAnsweredV1,
    movedToSocial(SOCIAL_EVENTS.followAnswered),
  ),
  blocked: defineEvent('auth', 'blocked', 1, BlockChangedV1, movedToSocial(SOCIAL_EVENTS.blocked)),
  unblocked: defineEvent('auth', 'unblocked', 1, BlockChangedV1, movedToSocial(SOCIAL_EVENTS.unblocked)),
  preferencesChanged: defineEvent(
    'auth',
    'preferences-changed',
    1,
    PreferencesChangedV1,
    movedToSocial(SOCIAL_EVENTS.preferencesChanged),
  ),
  puppetModeChanged: defineEvent('auth', 'puppet-mode-changed', 1, PuppetModeChangedV1),
  userFlagsChanged: defineEvent('auth', 'user-flags-changed', 1, UserFlagsChangedV1),
  userSuspensionChanged: defineEvent('auth', 'user-suspension-changed', 1, UserSuspensionChangedV1),
  userSignedUp: defineEvent('auth', 'user-signed-up', 1, UserSignedUpV1),
  usersImported: defineEvent('auth', 'users-imported', 1, UsersImportedV1),
} as const;
