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

/** `events.auth.followed.v1` and `events.auth.unfollowed.v1`. */
export class FollowChangedV1 {
  @IsUUID()
  followerId!: string;

  @IsUUID()
  followingId!: string;
}
