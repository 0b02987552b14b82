import type { ContentModeratedV1, PuppetModeChangedV1, UserFlagsChangedV1 } from '../admin/admin.events';
import type { AdminMessagesReadV1, MessageEditedV1 } from '../admin/admin-messages.dto';
import type { EventReminderDueV1 } from '../admin/event-rsvp.dto';
import type {
  ReportFiledV1,
  ReportResolvedV1,
  UserSuspensionChangedV1,
  UserWarnedV1,
} from '../admin/moderation.events';
import type {
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
import type { MediaDeletedV1, MediaFailedV1, MediaReadyV1, MediaUploadedV1 } from '../media/media.events';
import type {
  ConversationReadV1,
  MessageReadV1,
  MessageSentV1,
  NotificationCreatedV1,
} from '../messaging/messaging.events';
import type { PostCreatedV1, PostDeletedV1, PostReviewedV1, ReactionChangedV1 } from '../posts/posts.events';
import { SERVICE_NAMES, type ServiceName } from '../services';
import type { BlockChangedV1, PreferencesChangedV1 } from '../social/social.events';
import type { SponsorshipChangedV1 } from '../sponsorships/sponsorships.events';
import type {
  ProgressChangedV1,
  ProgressRemovedV1,
  ScoreChangedV1,
  TrickChangedV1,
} from '../tricks/tricks.events';
import type {
  TrickVerificationChangedV1,
  VerificationChangedV1,
  VerificationDecidedV1,
} from '../verification/verification.events';
import type {
  FollowAnsweredV1,
  FollowChangedV1,
  SessionRevokedV1,
  UserProfileChangedV1,
  UserSignedUpV1,
  UsersImportedV1,
} from './auth.events';
import { defineBusyEvent, defineEvent } from './event-definition';

/**
 * Every domain event with its payload, grouped by producer: `events.<service>.<event>.v<N>`. Each producing
 * service owns one JetStream stream that captures `events.<service>.>`.
 */
export const EVENTS = {
  auth: {
    userRegistered: defineEvent<UserProfileChangedV1>('auth', 'user-registered', 1),
    userUpdated: defineEvent<UserProfileChangedV1>('auth', 'user-updated', 1),
    sessionRevoked: defineEvent<SessionRevokedV1>('auth', 'session-revoked', 1),
    followed: defineEvent<FollowChangedV1>('auth', 'followed', 1),
    unfollowed: defineEvent<FollowChangedV1>('auth', 'unfollowed', 1),
    followRequested: defineEvent<FollowChangedV1>('auth', 'follow-requested', 1),
    followAnswered: defineEvent<FollowAnsweredV1>('auth', 'follow-answered', 1),
    blocked: defineEvent<BlockChangedV1>('auth', 'blocked', 1),
    unblocked: defineEvent<BlockChangedV1>('auth', 'unblocked', 1),
    preferencesChanged: defineEvent<PreferencesChangedV1>('auth', 'preferences-changed', 1),
    puppetModeChanged: defineEvent<PuppetModeChangedV1>('auth', 'puppet-mode-changed', 1),
    userFlagsChanged: defineEvent<UserFlagsChangedV1>('auth', 'user-flags-changed', 1),
    userSuspensionChanged: defineEvent<UserSuspensionChangedV1>('auth', 'user-suspension-changed', 1),
    userSignedUp: defineEvent<UserSignedUpV1>('auth', 'user-signed-up', 1),
    usersImported: defineEvent<UsersImportedV1>('auth', 'users-imported', 1),
  },
  tricks: {
    progressChanged: defineEvent<ProgressChangedV1>('tricks', 'progress-changed', 1),
    progressRemoved: defineEvent<ProgressRemovedV1>('tricks', 'progress-removed', 1),
    scoreChanged: defineEvent<ScoreChangedV1>('tricks', 'score-changed', 1),
    trickChanged: defineEvent<TrickChangedV1>('tricks', 'trick-changed', 1),
  },
  verification: {
    trickVerified: defineEvent<TrickVerificationChangedV1>('verification', 'trick-verified', 1),
    trickUnverified: defineEvent<TrickVerificationChangedV1>('verification', 'trick-unverified', 1),
    verificationChanged: defineEvent<VerificationChangedV1>('verification', 'verification-changed', 1),
    verificationDecided: defineEvent<VerificationDecidedV1>('verification', 'verification-decided', 1),
  },
  posts: {
    postCreated: defineEvent<PostCreatedV1>('posts', 'post-created', 1),
    postDeleted: defineEvent<PostDeletedV1>('posts', 'post-deleted', 1),
    postReviewed: defineEvent<PostReviewedV1>('posts', 'post-reviewed', 1),
    reactionChanged: defineBusyEvent<ReactionChangedV1>('posts', 'reaction-changed', 1),
  },
  messaging: {
    messageSent: defineEvent<MessageSentV1>('messaging', 'message-sent', 1),
    messageRead: defineEvent<MessageReadV1>('messaging', 'message-read', 1),
    conversationRead: defineEvent<ConversationReadV1>('messaging', 'conversation-read', 1),
    messageEdited: defineEvent<MessageEditedV1>('messaging', 'message-edited', 1),
    adminMessagesRead: defineEvent<AdminMessagesReadV1>('messaging', 'admin-messages-read', 1),
    notificationCreated: defineEvent<NotificationCreatedV1>('messaging', 'notification-created', 1),
  },
  admin: {
    contentModerated: defineEvent<ContentModeratedV1>('admin', 'content-moderated', 1),
    userWarned: defineEvent<UserWarnedV1>('admin', 'user-warned', 1),
    reportResolved: defineEvent<ReportResolvedV1>('admin', 'report-resolved', 1),
    reportFiled: defineEvent<ReportFiledV1>('admin', 'report-filed', 1),
    eventReminderDue: defineEvent<EventReminderDueV1>('admin', 'event-reminder-due', 1),
  },
  sponsorships: {
    sponsorshipChanged: defineEvent<SponsorshipChangedV1>('sponsorships', 'sponsorship-changed', 1),
  },
  games: {
    gameInvited: defineEvent<GameInvitedV1>('games', 'game-invited', 1),
    invitationAnswered: defineEvent<InvitationAnsweredV1>('games', 'invitation-answered', 1),
    gameStarted: defineEvent<GameStartedV1>('games', 'game-started', 1),
    turnSet: defineEvent<TurnSetV1>('games', 'turn-set', 1),
    attemptPosted: defineEvent<AttemptPostedV1>('games', 'attempt-posted', 1),
    letterGiven: defineEvent<LetterGivenV1>('games', 'letter-given', 1),
    gameWon: defineEvent<GameWonV1>('games', 'game-won', 1),
    gameCancelled: defineEvent<GameCancelledV1>('games', 'game-cancelled', 1),
    gameChanged: defineEvent<GameChangedV1>('games', 'game-changed', 1),
  },
  media: {
    mediaUploaded: defineEvent<MediaUploadedV1>('media', 'media-uploaded', 1),
    mediaReady: defineEvent<MediaReadyV1>('media', 'media-ready', 1),
    mediaFailed: defineEvent<MediaFailedV1>('media', 'media-failed', 1),
    mediaDeleted: defineEvent<MediaDeletedV1>('media', 'media-deleted', 1),
  },
} as const;

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
