import {
  THEMES,
  type AccessibilityPreferences,
  type FollowStateDto,
  type InboxSummaryDto,
  type NotificationPreferences,
  type PreferencesDto,
  type PrivacyPreferences,
  type ProfileDto,
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

  @ApiProperty({ ...nullableCount, example: 3, description: 'null for brands' })
  level!: number | null;

  @ApiProperty({ ...nullableCount, example: 120, description: 'Public score; null for brands' })
  verifiedPoints!: number | null;

  @ApiProperty({ example: 12 })
  postCount!: number;

  @ApiProperty({ ...nullableCount, description: 'null when the owner hides their followers from the caller' })
  followerCount!: number | null;

  @ApiProperty({ ...nullableCount, description: 'null when the owner hides their followers from the caller' })
  followingCount!: number | null;

  @ApiProperty({ description: 'The caller is this user' })
  isOwner!: boolean;

  @ApiProperty({ description: 'The caller follows this user' })
  isFollowing!: boolean;

  @ApiProperty({ description: 'The caller blocked this user' })
  isBlocked!: boolean;

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
  @ApiProperty()
  isFollowing!: boolean;
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
