// Payload classes declared with `@Type` read decorator metadata as they load: the polyfill comes first.
import 'reflect-metadata';
import { ContentModeratedV1, PuppetModeChangedV1, UserFlagsChangedV1 } from '../admin/admin.events';
import { AdminMessagesReadV1, MessageEditedV1 } from '../admin/admin-messages.events';
import { EventReminderDueV1 } from '../admin/event-rsvp.dto';
import {
  ReportFiledV1,
  ReportResolvedV1,
  UserSuspensionChangedV1,
  UserWarnedV1,
} from '../admin/moderation.events';
import {
  AttemptPostedV1,
  GameCancelledV1,
  GameChangedV1,
  GameInvitedV1,
  GameStartedV1,
  GameWonV1,
  InvitationAnsweredV1,
  LetterGivenV1,
  TurnSetV1,
} from '../games/games.events';
import { MediaDeletedV1, MediaFailedV1, MediaReadyV1, MediaUploadedV1 } from '../media/media.events';
import {
  ConversationReadV1,
  MessageReadV1,
  MessageSentV1,
  NotificationCreatedV1,
} from '../messaging/messaging.events';
import { PostCreatedV1, PostDeletedV1, PostReviewedV1, ReactionChangedV1 } from '../posts/posts.events';
import { SERVICE_NAMES, type ServiceName } from '../services';
import { BlockChangedV1, PreferencesChangedV1 } from '../social/social.events';
import { SponsorshipChangedV1 } from '../sponsorships/sponsorships.events';
import {
  ProgressChangedV1,
  ProgressRemovedV1,
  ScoreChangedV1,
  TrickChangedV1,
} from '../tricks/tricks.events';
import {
  TrickVerificationChangedV1,
  VerificationChangedV1,
  VerificationDecidedV1,
} from '../verification/verification.events';
import {
  FollowAnsweredV1,
  FollowChangedV1,
  SessionRevokedV1,
  UserProfileChangedV1,
  UserSignedUpV1,
  UsersImportedV1,
} from './auth.events';
import { defineBusyEvent, defineEvent } from './event-definition';

/**
 * Every domain event with its payload class, grouped by producer: `events.<service>.<event>.v<N>`. Each
 * producing service owns one JetStream stream that captures `events.<service>.>`.
 */
export const EVENTS = {
  auth: {
    userRegistered: defineEvent('auth', 'user-registered', 1, UserProfileChangedV1),
    userUpdated: defineEvent('auth', 'user-updated', 1, UserProfileChangedV1),
    sessionRevoked: defineEvent('auth', 'session-revoked', 1, SessionRevokedV1),
    followed: defineEvent('auth', 'followed', 1, FollowChangedV1),
    unfollowed: defineEvent('auth', 'unfollowed', 1, FollowChangedV1),
    followRequested: defineEvent('auth', 'follow-requested', 1, FollowChangedV1),
    followAnswered: defineEvent('auth', 'follow-answered', 1, FollowAnsweredV1),
    blocked: defineEvent('auth', 'blocked', 1, BlockChangedV1),
    unblocked: defineEvent('auth', 'unblocked', 1, BlockChangedV1),
    preferencesChanged: defineEvent('auth', 'preferences-changed', 1, PreferencesChangedV1),
    puppetModeChanged: defineEvent('auth', 'puppet-mode-changed', 1, PuppetModeChangedV1),
    userFlagsChanged: defineEvent('auth', 'user-flags-changed', 1, UserFlagsChangedV1),
    userSuspensionChanged: defineEvent('auth', 'user-suspension-changed', 1, UserSuspensionChangedV1),
    userSignedUp: defineEvent('auth', 'user-signed-up', 1, UserSignedUpV1),
    usersImported: defineEvent('auth', 'users-imported', 1, UsersImportedV1),
  },
  tricks: {
    progressChanged: defineEvent('tricks', 'progress-changed', 1, ProgressChangedV1),
    progressRemoved: defineEvent('tricks', 'progress-removed', 1, ProgressRemovedV1),
    scoreChanged: defineEvent('tricks', 'score-changed', 1, ScoreChangedV1),
    trickChanged: defineEvent('tricks', 'trick-changed', 1, TrickChangedV1),
  },
  verification: {
    trickVerified: defineEvent('verification', 'trick-verified', 1, TrickVerificationChangedV1),
    trickUnverified: defineEvent('verification', 'trick-unverified', 1, TrickVerificationChangedV1),
    verificationChanged: defineEvent('verification', 'verification-changed', 1, VerificationChangedV1),
    verificationDecided: defineEvent('verification', 'verification-decided', 1, VerificationDecidedV1),
  },
  posts: {
    postCreated: defineEvent('posts', 'post-created', 1, PostCreatedV1),
    postDeleted: defineEvent('posts', 'post-deleted', 1, PostDeletedV1),
    postReviewed: defineEvent('posts', 'post-reviewed', 1, PostReviewedV1),
    reactionChanged: defineBusyEvent('posts', 'reaction-changed', 1, ReactionChangedV1),
  },
  messaging: {
    messageSent: defineEvent('messaging', 'message-sent', 1, MessageSentV1),
    messageRead: defineEvent('messaging', 'message-read', 1, MessageReadV1),
    conversationRead: defineEvent('messaging', 'conversation-read', 1, ConversationReadV1),
    messageEdited: defineEvent('messaging', 'message-edited', 1, MessageEditedV1),
    adminMessagesRead: defineEvent('messaging', 'admin-messages-read', 1, AdminMessagesReadV1),
    notificationCreated: defineEvent('messaging', 'notification-created', 1, NotificationCreatedV1),
  },
  admin: {
    contentModerated: defineEvent('admin', 'content-moderated', 1, ContentModeratedV1),
    userWarned: defineEvent('admin', 'user-warned', 1, UserWarnedV1),
    reportResolved: defineEvent('admin', 'report-resolved', 1, ReportResolvedV1),
    reportFiled: defineEvent('admin', 'report-filed', 1, ReportFiledV1),
    eventReminderDue: defineEvent('admin', 'event-reminder-due', 1, EventReminderDueV1),
  },
  sponsorships: {
    sponsorshipChanged: defineEvent('sponsorships', 'sponsorship-changed', 1, SponsorshipChangedV1),
  },
  games: {
    gameInvited: defineEvent('games', 'game-invited', 1, GameInvitedV1),
    invitationAnswered: defineEvent('games', 'invitation-answered', 1, InvitationAnsweredV1),
    gameStarted: defineEvent('games', 'game-started', 1, GameStartedV1),
    turnSet: defineEvent('games', 'turn-set', 1, TurnSetV1),
    attemptPosted: defineEvent('games', 'attempt-posted', 1, AttemptPostedV1),
    letterGiven: defineEvent('games', 'letter-given', 1, LetterGivenV1),
    gameWon: defineEvent('games', 'game-won', 1, GameWonV1),
    gameCancelled: defineEvent('games', 'game-cancelled', 1, GameCancelledV1),
    gameChanged: defineEvent('games', 'game-changed', 1, GameChangedV1),
  },
  media: {
    mediaUploaded: defineEvent('media', 'media-uploaded', 1, MediaUploadedV1),
    mediaReady: defineEvent('media', 'media-ready', 1, MediaReadyV1),
    mediaFailed: defineEvent('media', 'media-failed', 1, MediaFailedV1),
    mediaDeleted: defineEvent('media', 'media-deleted', 1, MediaDeletedV1),
  },
} as const;

/**
 * Event versions taken out of the catalogue after their deprecation window (docs/events.md), as
 * `<type>.v<N>`: the compatibility check lets a published version go only when it is listed here.
 */
export const RETIRED_EVENT_VERSIONS: readonly string[] = [];

export function streamName(service: ServiceName): string {
  return `EVENTS_${service.toUpperCase()}`;
}

export function streamSubjects(service: ServiceName): string {
  return `events.${service}.>`;
}

export const EVENT_STREAMS = SERVICE_NAMES.map((service) => ({
  service,
  name: streamName(service),
  subjects: [streamSubjects(service)],
}));
