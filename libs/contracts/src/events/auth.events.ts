import { IsBoolean, IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

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
