// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  USERNAME_FORMAT_MESSAGE,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../account/username-rules';
import { MEDIA_URL_MAX, VIDEO_URL_MESSAGE } from '../links/media-links';
import { PublicLink } from '../links/public-link.validator';
import { HttpUrl, VideoUrl } from '../links/url-validators';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  FOLLOW_PAGE_SIZE,
  HEX_COLOR,
  PROFILE_TEXT_MAX,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  THEMES,
  USERS_PAGE_MAX,
  type Theme,
  SEARCH_RESULTS_MAX,
} from './rules';
import { ApiNote } from '../common/api-notes';
import type { DateTime, Uri, Uuid } from '../common/formats';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional text: trimmed, and blank means cleared (`null`). */
const blankToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** A skater as lists show them: search, suggestions, followers, message senders, notification authors. */
export interface UserSummaryDto {
  id: Uuid;
  username: string;
  displayName: string | null;
  profilePicture: Uri | null;
  proStatus: boolean;
  amateurStatus: boolean;
  flowStatus: boolean;
  isBrand: boolean;
  isVerified: boolean;
}

/** `GET /api/users/{id}`: what the owner's privacy settings hide from others is `null` or `false`. */
export interface ProfileDto extends UserSummaryDto {
  bio: string | null;
  headerVideo: Uri | null;
  location: string | null;
  skatingStyle: string | null;
  favoriteSpot: string | null;
  gradientStartColor: string;
  gradientEndColor: string;
  isAdmin: boolean;
  createdAt: DateTime;
  /** When the profile was last saved; the owner's page compares it with what their save answered. */
  updatedAt: DateTime;
  /** From the tricks service's score events; `null` for brands and when progress is hidden from the caller. */
  level: number | null;
  /** Public score; null for brands, and where the owner shows progress to approved followers only. */
  verifiedPoints: number | null;
  /** `null` where the caller may not see the posts (a private profile, one they blocked). */
  postCount: number | null;
  /** `null` when the owner hides their followers from the caller. */
  followerCount: number | null;
  /** null when the owner hides their followers from the caller. */
  followingCount: number | null;
  /** The caller's relation to this profile. */
  isOwner: boolean;
  /** The caller follows this user. */
  isFollowing: boolean;
  /** The caller's request to follow this private profile awaits the owner's answer. */
  followRequested: boolean;
  /** The caller blocked this user. */
  isBlocked: boolean;
  /**
   * The owner's own profile only: an accepted sponsorship means one athlete status must stay, so Edit
   * Profile can refuse "None" and the brand switch up front; false for everyone else.
   */
  keepsAthleteStatus: boolean;
  /** Why the caller cannot message this user, shown where the Message button would be; null when they can. */
  cannotMessageReason: string | null;
  /** What the caller may see (the server already enforces it; the page uses it to explain). */
  visibility: { posts: boolean; progress: boolean; followers: boolean; messages: boolean };
}

export class UserIdRef {
  @IsUUID('all', { message: 'id must be a valid user id' })
  id!: string;
}

/** `PATCH /api/users/{id}`: any subset of the profile fields (owner only). */
export class UpdateProfileDto {
  @ApiNote({ description: 'Trimmed; blank clears it' })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(DISPLAY_NAME_MAX)
  displayName?: string | null;

  @ApiNote({ description: 'Trimmed; blank clears it' })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(BIO_MAX)
  bio?: string | null;

  @ApiNote({ description: 'A public http(s) image link; blank clears it' })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null)
  @PublicLink()
  @HttpUrl({ message: 'Profile picture must be an http(s) image link' })
  @MaxLength(MEDIA_URL_MAX)
  profilePicture?: string | null;

  @ApiNote({
    description: 'A YouTube, Vimeo or TikTok link, or a public http(s) link to a video file; blank clears it',
  })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null)
  @PublicLink()
  @VideoUrl({ message: VIDEO_URL_MESSAGE })
  headerVideo?: string | null;

  @ApiNote({ description: 'Trimmed; blank clears it' })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(PROFILE_TEXT_MAX)
  location?: string | null;

  @ApiNote({ description: 'Trimmed; blank clears it' })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(PROFILE_TEXT_MAX)
  skatingStyle?: string | null;

  @ApiNote({ description: 'Trimmed; blank clears it' })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(PROFILE_TEXT_MAX)
  favoriteSpot?: string | null;

  @ApiNote({ description: 'A colour as #rrggbb', example: '#4F46E5' })
  @IsOptional()
  @Matches(HEX_COLOR, { message: 'Colours are #rrggbb' })
  gradientStartColor?: string;

  @ApiNote({ description: 'A colour as #rrggbb', example: '#06B6D4' })
  @IsOptional()
  @Matches(HEX_COLOR, { message: 'Colours are #rrggbb' })
  gradientEndColor?: string;

  @ApiNote({ description: 'Lower-cased; 409 when another account has it', example: 'kickflip.kid' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  @MinLength(USERNAME_MIN_LENGTH, { message: USERNAME_FORMAT_MESSAGE })
  @MaxLength(USERNAME_MAX_LENGTH, { message: USERNAME_FORMAT_MESSAGE })
  @Matches(USERNAME_PATTERN, { message: USERNAME_FORMAT_MESSAGE })
  username?: string;

  @ApiNote({ description: 'Setting one status clears the other two' })
  @IsOptional()
  @IsBoolean()
  proStatus?: boolean;

  @ApiNote({ description: 'Setting one status clears the other two' })
  @IsOptional()
  @IsBoolean()
  amateurStatus?: boolean;

  @ApiNote({ description: 'Setting one status clears the other two' })
  @IsOptional()
  @IsBoolean()
  flowStatus?: boolean;

  @ApiNote({ description: 'A brand account has no pro, amateur or flow status' })
  @IsOptional()
  @IsBoolean()
  isBrand?: boolean;
}

export class UpdateProfileRequest extends UpdateProfileDto {
  @IsUUID('all', { message: 'id must be a valid user id' })
  id!: string;
}

export class UsernameParam {
  @ApiNote({ example: 'kickflip.kid' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString()
  @MaxLength(USERNAME_MAX_LENGTH + 10)
  name!: string;
}

/** `GET /api/users/search?q&excludeBrands`. */
export class UserSearchQuery {
  @ApiNote({
    description: `Matches usernames and display names (exact, prefix, then close misspellings), at most ${SEARCH_RESULTS_MAX} results`,
    example: 'kickf',
  })
  @Transform(trim)
  @IsString()
  @MinLength(SEARCH_MIN_LENGTH, { message: `Search needs at least ${SEARCH_MIN_LENGTH} characters` })
  @MaxLength(SEARCH_MAX_LENGTH)
  q!: string;

  @ApiNote({ description: 'Leave brand accounts out (`true` or `1`)' })
  @IsOptional()
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  excludeBrands?: boolean;
}

/** `GET /api/users`: the directory, by username, a page at a time. */
export class UserListQuery {
  @ApiNote({ description: 'The last username of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(USERNAME_MAX_LENGTH)
  after?: string;

  @ApiNote({ description: 'Users per page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(USERS_PAGE_MAX)
  limit?: number;
}

/** `POST /api/follows`. */
export class FollowDto {
  @ApiNote({ description: 'The user to follow' })
  @IsUUID('all', { message: 'followingId must be a valid user id' })
  followingId!: string;
}

/** Where the caller stands with a skater: following, waiting for a private profile's approval, or neither. */
export type FollowStatus = 'following' | 'requested' | 'none';

/** `GET /api/follows/check/{id}`, and the answer of following, unfollowing and cancelling a request. */
export interface FollowStateDto {
  /** The caller follows this user (an approved follow). */
  isFollowing: boolean;
  /** The caller asked to follow a private profile and the owner has not answered yet. */
  requested: boolean;
  status: FollowStatus;
}

/** One pending request to follow the caller (`GET /api/follow-requests`), newest first. */
export interface FollowRequestDto {
  requester: UserSummaryDto;
  requestedAt: DateTime;
}

/** `POST /api/follow-requests/{requesterId}/approve`: the requester now follows the caller. */
export interface FollowRequestApprovedDto {
  approved: true;
}

/** `POST /api/follow-requests/{requesterId}/decline`: the request is gone; the requester is not told. */
export interface FollowRequestDeclinedDto {
  declined: true;
}

/** `POST /api/blocks`: the block holds, and any follow between the two has ended. */
export interface BlockedDto {
  blocked: true;
}

/** `DELETE /api/blocks/{userId}`: the block is lifted (or there was none). */
export interface UnblockedDto {
  blocked: false;
}

/** `POST /api/follow-requests/{requesterId}/approve|decline`. */
export class FollowRequestRef {
  @IsUUID('all', { message: 'requesterId must be a valid user id' })
  requesterId!: string;
}

/** Followers or following of a user, newest first, keyset-paginated. */
export class FollowListRequest {
  @IsUUID('all', { message: 'id must be a valid user id' })
  id!: string;

  @IsIn(['followers', 'following'])
  list!: 'followers' | 'following';

  @ApiNote({ description: "The previous page's `nextCursor`" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^[\w-]+$/, { message: 'cursor is not valid' })
  cursor?: string;

  @ApiNote({ description: 'Users per page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(FOLLOW_PAGE_SIZE)
  limit?: number;
}

export interface UserPageDto {
  users: UserSummaryDto[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface UsernameAvailabilityDto {
  /** Well-formed and nobody else's (the caller's own username counts as free). */
  available: boolean;
}

class NotificationPreferencesDto {
  @IsOptional() @IsBoolean() posts?: boolean;
  @IsOptional() @IsBoolean() messages?: boolean;
  @IsOptional() @IsBoolean() mentions?: boolean;
  @IsOptional() @IsBoolean() verifications?: boolean;
  @IsOptional() @IsBoolean() sponsorships?: boolean;
  @IsOptional() @IsBoolean() email?: boolean;
}

class PushPreferencesDto {
  @IsOptional() @IsBoolean() games?: boolean;
  @IsOptional() @IsBoolean() messages?: boolean;
  @IsOptional() @IsBoolean() replies?: boolean;
  @IsOptional() @IsBoolean() verifications?: boolean;
}

class PrivacyPreferencesDto {
  @IsOptional() @IsBoolean() publicProfile?: boolean;
  @IsOptional() @IsBoolean() showProgress?: boolean;
  @IsOptional() @IsBoolean() showFollowers?: boolean;
  @IsOptional() @IsBoolean() allowMessages?: boolean;
  @IsOptional() @IsBoolean() appearOnLeaderboard?: boolean;
  @IsOptional() @IsBoolean() readReceipts?: boolean;
}

class AccessibilityPreferencesDto {
  @IsOptional() @IsBoolean() reducedMotion?: boolean;
  @IsOptional() @IsBoolean() highContrast?: boolean;
  @IsOptional() @IsBoolean() largeText?: boolean;
}

/** `PATCH /api/users/me/preferences`: any subset; what is left out stays as it is. */
export class UpdatePreferencesDto {
  @ApiNote({ description: 'Any subset of the switches' })
  @IsOptional()
  @ValidateNested()
  @Type(() => NotificationPreferencesDto)
  notifications?: NotificationPreferencesDto;

  @ApiNote({ description: 'Any subset of the switches: which notifications also reach subscribed phones' })
  @IsOptional()
  @ValidateNested()
  @Type(() => PushPreferencesDto)
  push?: PushPreferencesDto;

  @ApiNote({ description: 'Any subset of the switches' })
  @IsOptional()
  @ValidateNested()
  @Type(() => PrivacyPreferencesDto)
  privacy?: PrivacyPreferencesDto;

  @ApiNote({ description: 'Any subset of the switches' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AccessibilityPreferencesDto)
  accessibility?: AccessibilityPreferencesDto;

  @IsOptional()
  @IsIn(THEMES)
  theme?: Theme;
}

/** `POST /api/blocks`. */
export class BlockDto {
  @ApiNote({ description: 'The user to block' })
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId!: string;
}
