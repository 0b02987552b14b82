import {
  THEMES,
  type AccessibilityPreferences,
  type FollowRequestDto,
  type FollowStateDto,
  type FollowStatus,
  type InboxSummaryDto,
  type NotificationPreferences,
  type PreferencesDto,
  type PrivacyPreferences,
  type ProfileDto,
  type PushPreferences,
  type Theme,
  type UsernameAvailabilityDto,
  type UserPageDto,
  type UserSummaryDto,
} from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;
const nullableCount = { type: Number, nullable: true } as const;

/** OpenAPI descriptions of profiles, follows, search and preferences; `implements` keeps them in step. */
export class UserSummaryModel implements UserSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'kickflip.kid' })
  username!: string;

  @ApiProperty(nullableText)
  displayName!: string | null;

  @ApiProperty({ ...nullableText, format: 'uri' })
  profilePicture!: string | null;

  @ApiProperty()
  proStatus!: boolean;

  @ApiProperty()
  amateurStatus!: boolean;

  @ApiProperty()
  flowStatus!: boolean;

  @ApiProperty()
  isBrand!: boolean;

  @ApiProperty()
  isVerified!: boolean;
}

export class ProfileVisibilityModel {
  @ApiProperty({ description: 'The caller may see the posts' })
  posts!: boolean;

  @ApiProperty({ description: 'The caller may see the trick progress' })
  progress!: boolean;

  @ApiProperty({ description: 'The caller may see the follower and following lists and counts' })
  followers!: boolean;

  @ApiProperty({ description: 'The caller may send a direct message' })
  messages!: boolean;
}

export class ProfileModel extends UserSummaryModel implements ProfileDto {
  @ApiProperty(nullableText)
  bio!: string | null;

  @ApiProperty({ ...nullableText, format: 'uri' })
  headerVideo!: string | null;

  @ApiProperty(nullableText)
  location!: string | null;

  @ApiProperty(nullableText)
  skatingStyle!: string | null;

  @ApiProperty(nullableText)
  favoriteSpot!: string | null;

  @ApiProperty({ example: '#4F46E5' })
  gradientStartColor!: string;

  @ApiProperty({ example: '#06B6D4' })
  gradientEndColor!: string;

  @ApiProperty()
  isAdmin!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    ...nullableCount,
    example: 3,
    description: 'null for brands, and where the owner shows progress to approved followers only',
  })
  level!: number | null;

  @ApiProperty({
    ...nullableCount,
    example: 120,
    description:
      'Public score; null for brands, and where the owner shows progress to approved followers only',
  })
  verifiedPoints!: number | null;

  @ApiProperty({
    ...nullableCount,
    example: 12,
    description: 'null where the caller may not see the posts: a private profile, or one the caller blocked',
  })
  postCount!: number | null;

  @ApiProperty({ ...nullableCount, description: 'null when the owner hides their followers from the caller' })
  followerCount!: number | null;

  @ApiProperty({ ...nullableCount, description: 'null when the owner hides their followers from the caller' })
  followingCount!: number | null;

  @ApiProperty({ description: 'The caller is this user' })
  isOwner!: boolean;

  @ApiProperty({ description: 'The caller follows this user' })
  isFollowing!: boolean;

  @ApiProperty({
    description: "The caller's request to follow this private profile awaits the owner's answer",
  })
  followRequested!: boolean;

  @ApiProperty({ description: 'The caller blocked this user' })
  isBlocked!: boolean;

  @ApiProperty({
    description:
      "Owner only: an accepted sponsorship keeps one athlete status, so 'none' and the brand switch are refused",
  })
  keepsAthleteStatus!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the caller cannot message this user (e.g. direct messages are off); null when they can',
  })
  cannotMessageReason!: string | null;

  @ApiProperty({ type: ProfileVisibilityModel })
  visibility!: ProfileVisibilityModel;
}

export class UserPageModel implements UserPageDto {
  @ApiProperty({ type: [UserSummaryModel] })
  users!: UserSummaryDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

export class UsernameAvailabilityModel implements UsernameAvailabilityDto {
  @ApiProperty({ description: "Well-formed and nobody else's (the caller's own username counts as free)" })
  available!: boolean;
}

export class FollowStateModel implements FollowStateDto {
  @ApiProperty({ description: 'The caller follows this user (an approved follow)' })
  isFollowing!: boolean;

  @ApiProperty({ description: 'The caller asked to follow this private profile; the owner has not answered' })
  requested!: boolean;

  @ApiProperty({ enum: ['following', 'requested', 'none'] })
  status!: FollowStatus;
}

export class FollowRequestModel implements FollowRequestDto {
  @ApiProperty({ type: UserSummaryModel })
  requester!: UserSummaryModel;

  @ApiProperty({ format: 'date-time' })
  requestedAt!: string;
}

export class FollowRequestApprovedModel {
  @ApiProperty({ enum: [true] })
  approved!: true;
}

export class FollowRequestDeclinedModel {
  @ApiProperty({ enum: [true] })
  declined!: true;
}

export class InboxSummaryModel implements InboxSummaryDto {
  @ApiProperty({ example: 2 })
  unreadMessages!: number;

  @ApiProperty({ example: 5 })
  unreadNotifications!: number;

  @ApiProperty({ example: 0 })
  pendingSponsorships!: number;
}

export class NotificationPreferencesModel implements NotificationPreferences {
  @ApiProperty({ description: 'New posts and replies of people you follow' })
  posts!: boolean;

  @ApiProperty({ description: 'New direct messages' })
  messages!: boolean;

  @ApiProperty({ description: 'Someone mentions you (@username) in a post or a reply' })
  mentions!: boolean;

  @ApiProperty({ description: 'Your tricks verified' })
  verifications!: boolean;

  @ApiProperty({ description: 'Sponsorship requests and answers' })
  sponsorships!: boolean;

  @ApiProperty({ description: 'Email notifications (off by default)' })
  email!: boolean;
}

export class PrivacyPreferencesModel implements PrivacyPreferences {
  @ApiProperty({ description: 'Off: only followers see the posts, progress and follower lists' })
  publicProfile!: boolean;

  @ApiProperty()
  showProgress!: boolean;

  @ApiProperty()
  showFollowers!: boolean;

  @ApiProperty({ description: 'Off: nobody can send you a direct message' })
  allowMessages!: boolean;

  @ApiProperty({
    description:
      'On: ranked on the leaderboard, even while the profile is private (Show Progress off hides it)',
  })
  appearOnLeaderboard!: boolean;

  @ApiProperty({
    description:
      'Off: others do not see when you read their messages, and you do not see when they read yours',
  })
  readReceipts!: boolean;
}

export class PushPreferencesModel implements PushPreferences {
  @ApiProperty({ description: 'Turns, judgments and results of your Games of S.K.A.T.E.' })
  games!: boolean;

  @ApiProperty({ description: 'New direct messages' })
  messages!: boolean;

  @ApiProperty({ description: 'Replies to your posts' })
  replies!: boolean;

  @ApiProperty({ description: 'Your tricks verified' })
  verifications!: boolean;
}

export class AccessibilityPreferencesModel implements AccessibilityPreferences {
  @ApiProperty()
  reducedMotion!: boolean;

  @ApiProperty()
  highContrast!: boolean;

  @ApiProperty()
  largeText!: boolean;
}

export class PreferencesModel implements PreferencesDto {
  @ApiProperty({ type: NotificationPreferencesModel })
  notifications!: NotificationPreferences;

  @ApiProperty({
    type: PushPreferencesModel,
    description: 'Which notifications also reach subscribed phones',
  })
  push!: PushPreferences;

  @ApiProperty({ type: PrivacyPreferencesModel })
  privacy!: PrivacyPreferences;

  @ApiProperty({ type: AccessibilityPreferencesModel })
  accessibility!: AccessibilityPreferences;

  @ApiProperty({ enum: THEMES })
  theme!: Theme;
}

export class BlockedModel {
  @ApiProperty({ description: 'Whether the caller now blocks the user' })
  blocked!: boolean;
}
