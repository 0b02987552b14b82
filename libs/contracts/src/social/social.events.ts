// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsISO8601, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { defineEvent } from '../events/event-definition';

class NotificationSwitchesV1 {
  @IsBoolean() posts!: boolean;
  @IsBoolean() messages!: boolean;
  /** Absent from events written before the choice existed: it was on for everyone then. */
  @IsOptional() @IsBoolean() mentions?: boolean;
  @IsBoolean() verifications!: boolean;
  @IsBoolean() sponsorships!: boolean;
  @IsBoolean() email!: boolean;
}

class PushSwitchesV1 {
  @IsBoolean() games!: boolean;
  @IsBoolean() messages!: boolean;
  @IsBoolean() replies!: boolean;
  @IsBoolean() verifications!: boolean;
}

class PrivacySwitchesV1 {
  @IsBoolean() publicProfile!: boolean;
  @IsBoolean() showProgress!: boolean;
  @IsBoolean() showFollowers!: boolean;
  @IsBoolean() allowMessages!: boolean;
  /** Absent from events written before the choice existed: it was on for everyone then. */
  @IsOptional() @IsBoolean() appearOnLeaderboard?: boolean;
  /** Absent from events written before the choice existed: it was on for everyone then. */
  @IsOptional() @IsBoolean() readReceipts?: boolean;
}

/**
 * `events.social.preferences-changed.v1`: the privacy and notification switches services enforce (the
 * accessibility and theme choices only matter to the web app and stay in the social service).
 */
export class PreferencesChangedV1 {
  @IsUUID()
  userId!: string;

  @ValidateNested()
  @Type(() => NotificationSwitchesV1)
  notifications!: NotificationSwitchesV1;

  /** Which notifications are pushed to phones; absent from events written before the choice existed (all on). */
  @IsOptional()
  @ValidateNested()
  @Type(() => PushSwitchesV1)
  push?: PushSwitchesV1;

  @ValidateNested()
  @Type(() => PrivacySwitchesV1)
  privacy!: PrivacySwitchesV1;

  @IsISO8601()
  updatedAt!: string;
}

/** `events.social.blocked.v1` and `events.social.unblocked.v1`. */
export class BlockChangedV1 {
  @IsUUID()
  blockerId!: string;

  @IsUUID()
  blockedId!: string;
}

/**
 * `events.social.followed.v1` and `events.social.unfollowed.v1`; also `events.social.follow-requested.v1`, a
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
 * `events.social.follow-answered.v1`: a pending follow request is over, approved or declined by the owner,
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
 * The events the social service publishes, `events.social.<event>.v<N>`, with their payload classes. Until
 * the auth versions retire, the auth service republishes each of these under its old `events.auth.*`
 * subject with the same event id (docs/events.md), so a reader of both handles each change once.
 */
export const SOCIAL_EVENTS = {
  followed: defineEvent('social', 'followed', 1, FollowChangedV1),
  unfollowed: defineEvent('social', 'unfollowed', 1, FollowChangedV1),
  followRequested: defineEvent('social', 'follow-requested', 1, FollowChangedV1),
  followAnswered: defineEvent('social', 'follow-answered', 1, FollowAnsweredV1),
  blocked: defineEvent('social', 'blocked', 1, BlockChangedV1),
  unblocked: defineEvent('social', 'unblocked', 1, BlockChangedV1),
  preferencesChanged: defineEvent('social', 'preferences-changed', 1, PreferencesChangedV1),
} as const;
