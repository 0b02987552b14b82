import { SERVICE_NAMES, type ServiceName } from '../services';

/**
 * Domain event subjects, `events.<service>.<event>.v<N>`. Each producing service owns one JetStream
 * stream that captures `events.<service>.>`.
 */
export const EVENTS = {
  auth: {
    userRegistered: { subject: 'events.auth.user-registered.v1', type: 'auth.user-registered', version: 1 },
    userUpdated: { subject: 'events.auth.user-updated.v1', type: 'auth.user-updated', version: 1 },
    sessionRevoked: { subject: 'events.auth.session-revoked.v1', type: 'auth.session-revoked', version: 1 },
    followed: { subject: 'events.auth.followed.v1', type: 'auth.followed', version: 1 },
    unfollowed: { subject: 'events.auth.unfollowed.v1', type: 'auth.unfollowed', version: 1 },
    followRequested: {
      subject: 'events.auth.follow-requested.v1',
      type: 'auth.follow-requested',
      version: 1,
    },
    blocked: { subject: 'events.auth.blocked.v1', type: 'auth.blocked', version: 1 },
    unblocked: { subject: 'events.auth.unblocked.v1', type: 'auth.unblocked', version: 1 },
    preferencesChanged: {
      subject: 'events.auth.preferences-changed.v1',
      type: 'auth.preferences-changed',
      version: 1,
    },
    puppetModeChanged: {
      subject: 'events.auth.puppet-mode-changed.v1',
      type: 'auth.puppet-mode-changed',
      version: 1,
    },
    userFlagsChanged: {
      subject: 'events.auth.user-flags-changed.v1',
      type: 'auth.user-flags-changed',
      version: 1,
    },
    userSuspensionChanged: {
      subject: 'events.auth.user-suspension-changed.v1',
      type: 'auth.user-suspension-changed',
      version: 1,
    },
    userSignedUp: { subject: 'events.auth.user-signed-up.v1', type: 'auth.user-signed-up', version: 1 },
  },
  tricks: {
    progressChanged: {
      subject: 'events.tricks.progress-changed.v1',
      type: 'tricks.progress-changed',
      version: 1,
    },
    progressRemoved: {
      subject: 'events.tricks.progress-removed.v1',
      type: 'tricks.progress-removed',
      version: 1,
    },
    scoreChanged: { subject: 'events.tricks.score-changed.v1', type: 'tricks.score-changed', version: 1 },
    trickChanged: { subject: 'events.tricks.trick-changed.v1', type: 'tricks.trick-changed', version: 1 },
  },
  verification: {
    trickVerified: {
      subject: 'events.verification.trick-verified.v1',
      type: 'verification.trick-verified',
      version: 1,
    },
    trickUnverified: {
      subject: 'events.verification.trick-unverified.v1',
      type: 'verification.trick-unverified',
      version: 1,
    },
    verificationChanged: {
      subject: 'events.verification.verification-changed.v1',
      type: 'verification.verification-changed',
      version: 1,
    },
    verificationDecided: {
      subject: 'events.verification.verification-decided.v1',
      type: 'verification.verification-decided',
      version: 1,
    },
  },
  posts: {
    postCreated: { subject: 'events.posts.post-created.v1', type: 'posts.post-created', version: 1 },
    postDeleted: { subject: 'events.posts.post-deleted.v1', type: 'posts.post-deleted', version: 1 },
    postReviewed: { subject: 'events.posts.post-reviewed.v1', type: 'posts.post-reviewed', version: 1 },
    reactionChanged: {
      subject: 'events.posts.reaction-changed.v1',
      type: 'posts.reaction-changed',
      version: 1,
    },
  },
  messaging: {
    messageSent: { subject: 'events.messaging.message-sent.v1', type: 'messaging.message-sent', version: 1 },
    messageRead: { subject: 'events.messaging.message-read.v1', type: 'messaging.message-read', version: 1 },
    messageEdited: {
      subject: 'events.messaging.message-edited.v1',
      type: 'messaging.message-edited',
      version: 1,
    },
    notificationCreated: {
      subject: 'events.messaging.notification-created.v1',
      type: 'messaging.notification-created',
      version: 1,
    },
  },
  admin: {
    contentModerated: {
      subject: 'events.admin.content-moderated.v1',
      type: 'admin.content-moderated',
      version: 1,
    },
    userWarned: { subject: 'events.admin.user-warned.v1', type: 'admin.user-warned', version: 1 },
    reportResolved: {
      subject: 'events.admin.report-resolved.v1',
      type: 'admin.report-resolved',
      version: 1,
    },
    reportFiled: { subject: 'events.admin.report-filed.v1', type: 'admin.report-filed', version: 1 },
  },
  sponsorships: {
    sponsorshipChanged: {
      subject: 'events.sponsorships.sponsorship-changed.v1',
      type: 'sponsorships.sponsorship-changed',
      version: 1,
    },
  },
} as const;

export interface EventDefinition {
  subject: string;
  type: string;
  version: number;
}

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
