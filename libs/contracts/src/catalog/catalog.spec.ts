import { ReactionChangedV1 } from '../posts/posts.events';
import { FollowChangedV1 } from '../social/social.events';
import { EVENTS, RPC } from './catalog';
import { EVENT_TYPES } from '../events/event-types';

/** What every event is on the wire: a subject moves only with its readers in mind. */
const WIRE_NAMES: [string, string, string, number][] = [
  ['auth.userRegistered', 'events.auth.user-registered.v1', 'auth.user-registered', 1],
  ['auth.userUpdated', 'events.auth.user-updated.v1', 'auth.user-updated', 1],
  ['auth.sessionRevoked', 'events.auth.session-revoked.v1', 'auth.session-revoked', 1],
  ['auth.followed', 'events.auth.followed.v1', 'auth.followed', 1],
  ['auth.unfollowed', 'events.auth.unfollowed.v1', 'auth.unfollowed', 1],
  ['auth.followRequested', 'events.auth.follow-requested.v1', 'auth.follow-requested', 1],
  ['auth.followAnswered', 'events.auth.follow-answered.v1', 'auth.follow-answered', 1],
  ['auth.blocked', 'events.auth.blocked.v1', 'auth.blocked', 1],
  ['auth.unblocked', 'events.auth.unblocked.v1', 'auth.unblocked', 1],
  ['auth.preferencesChanged', 'events.auth.preferences-changed.v1', 'auth.preferences-changed', 1],
  ['auth.puppetModeChanged', 'events.auth.puppet-mode-changed.v1', 'auth.puppet-mode-changed', 1],
  ['auth.userFlagsChanged', 'events.auth.user-flags-changed.v1', 'auth.user-flags-changed', 1],
  ['auth.userSuspensionChanged', 'events.auth.user-suspension-changed.v1', 'auth.user-suspension-changed', 1],
  ['auth.userSignedUp', 'events.auth.user-signed-up.v1', 'auth.user-signed-up', 1],
  ['auth.usersImported', 'events.auth.users-imported.v1', 'auth.users-imported', 1],
  ['tricks.progressChanged', 'events.tricks.progress-changed.v1', 'tricks.progress-changed', 1],
  ['tricks.progressRemoved', 'events.tricks.progress-removed.v1', 'tricks.progress-removed', 1],
  ['tricks.scoreChanged', 'events.tricks.score-changed.v1', 'tricks.score-changed', 1],
  ['tricks.trickChanged', 'events.tricks.trick-changed.v1', 'tricks.trick-changed', 1],
  ['verification.trickVerified', 'events.verification.trick-verified.v1', 'verification.trick-verified', 1],
  [
    'verification.trickUnverified',
    'events.verification.trick-unverified.v1',
    'verification.trick-unverified',
    1,
  ],
  [
    'verification.verificationChanged',
    'events.verification.verification-changed.v1',
    'verification.verification-changed',
    1,
  ],
  [
    'verification.verificationDecided',
    'events.verification.verification-decided.v1',
    'verification.verification-decided',
    1,
  ],
  ['posts.postCreated', 'events.posts.post-created.v1', 'posts.post-created', 1],
  ['posts.postDeleted', 'events.posts.post-deleted.v1', 'posts.post-deleted', 1],
  ['posts.postReviewed', 'events.posts.post-reviewed.v1', 'posts.post-reviewed', 1],
  // Moved one level down on purpose, to leave the stream-wide filter of the posts' readers (defineBusyEvent):
  // only the audit log reads it, by its copy, and the stream captures both subjects through a deployment.
  ['posts.reactionChanged', 'events.posts.busy.reaction-changed.v1', 'posts.reaction-changed', 1],
  ['messaging.messageSent', 'events.messaging.message-sent.v1', 'messaging.message-sent', 1],
  ['messaging.messageRead', 'events.messaging.message-read.v1', 'messaging.message-read', 1],
  ['messaging.conversationRead', 'events.messaging.conversation-read.v1', 'messaging.conversation-read', 1],
  ['messaging.messageEdited', 'events.messaging.message-edited.v1', 'messaging.message-edited', 1],
  [
    'messaging.adminMessagesRead',
    'events.messaging.admin-messages-read.v1',
    'messaging.admin-messages-read',
    1,
  ],
  [
    'messaging.notificationCreated',
    'events.messaging.notification-created.v1',
    'messaging.notification-created',
    1,
  ],
  ['admin.contentModerated', 'events.admin.content-moderated.v1', 'admin.content-moderated', 1],
  ['admin.userWarned', 'events.admin.user-warned.v1', 'admin.user-warned', 1],
  ['admin.reportResolved', 'events.admin.report-resolved.v1', 'admin.report-resolved', 1],
  ['admin.reportFiled', 'events.admin.report-filed.v1', 'admin.report-filed', 1],
  ['admin.eventReminderDue', 'events.admin.event-reminder-due.v1', 'admin.event-reminder-due', 1],
  [
    'sponsorships.sponsorshipChanged',
    'events.sponsorships.sponsorship-changed.v1',
    'sponsorships.sponsorship-changed',
    1,
  ],
  ['games.gameInvited', 'events.games.game-invited.v1', 'games.game-invited', 1],
  ['games.invitationAnswered', 'events.games.invitation-answered.v1', 'games.invitation-answered', 1],
  ['games.gameStarted', 'events.games.game-started.v1', 'games.game-started', 1],
  ['games.turnSet', 'events.games.turn-set.v1', 'games.turn-set', 1],
  ['games.attemptPosted', 'events.games.attempt-posted.v1', 'games.attempt-posted', 1],
  ['games.letterGiven', 'events.games.letter-given.v1', 'games.letter-given', 1],
  ['games.gameWon', 'events.games.game-won.v1', 'games.game-won', 1],
  ['games.gameCancelled', 'events.games.game-cancelled.v1', 'games.game-cancelled', 1],
  ['games.gameChanged', 'events.games.game-changed.v1', 'games.game-changed', 1],
  ['media.mediaUploaded', 'events.media.media-uploaded.v1', 'media.media-uploaded', 1],
  ['media.mediaReady', 'events.media.media-ready.v1', 'media.media-ready', 1],
  ['media.mediaFailed', 'events.media.media-failed.v1', 'media.media-failed', 1],
  ['media.mediaDeleted', 'events.media.media-deleted.v1', 'media.media-deleted', 1],
  ['social.followed', 'events.social.followed.v1', 'social.followed', 1],
  ['social.unfollowed', 'events.social.unfollowed.v1', 'social.unfollowed', 1],
  ['social.followRequested', 'events.social.follow-requested.v1', 'social.follow-requested', 1],
  ['social.followAnswered', 'events.social.follow-answered.v1', 'social.follow-answered', 1],
  ['social.blocked', 'events.social.blocked.v1', 'social.blocked', 1],
  ['social.unblocked', 'events.social.unblocked.v1', 'social.unblocked', 1],
  ['social.preferencesChanged', 'events.social.preferences-changed.v1', 'social.preferences-changed', 1],
];

/** What every request/reply operation is on the wire: the subject its callers and its service agree on. */
const RPC_WIRE_NAMES: [string, string][] = [
  ['auth.signUp', 'rpc.auth.sign-up'],
  ['auth.signIn', 'rpc.auth.sign-in'],
  ['auth.signOut', 'rpc.auth.sign-out'],
  ['auth.resolveSession', 'rpc.auth.resolve-session'],
  ['auth.me', 'rpc.auth.me'],
  ['auth.updateProfile', 'rpc.auth.update-profile'],
  ['auth.checkUsername', 'rpc.auth.check-username'],
  ['auth.adminUsers', 'rpc.auth.admin-users'],
  ['auth.setUserFlags', 'rpc.auth.set-user-flags'],
  ['auth.puppets', 'rpc.auth.puppets'],
  ['auth.initializePuppets', 'rpc.auth.initialize-puppets'],
  ['auth.assumePuppet', 'rpc.auth.assume-puppet'],
  ['auth.returnFromPuppet', 'rpc.auth.return-from-puppet'],
  ['auth.changePassword', 'rpc.auth.change-password'],
  ['auth.deactivate', 'rpc.auth.deactivate'],
  ['auth.reactivateUser', 'rpc.auth.reactivate-user'],
  ['auth.suspendUser', 'rpc.auth.suspend-user'],
  ['auth.liftSuspension', 'rpc.auth.lift-suspension'],
  ['auth.countTelemetryReport', 'rpc.auth.count-telemetry-report'],
  ['tricks.catalogue', 'rpc.tricks.catalogue'],
  ['tricks.catalogueVersion', 'rpc.tricks.catalogue-version'],
  ['tricks.get', 'rpc.tricks.get'],
  ['tricks.trending', 'rpc.tricks.trending'],
  ['tricks.create', 'rpc.tricks.create'],
  ['tricks.update', 'rpc.tricks.update'],
  ['tricks.progress', 'rpc.tricks.progress'],
  ['tricks.setLearned', 'rpc.tricks.set-learned'],
  ['tricks.clearProgress', 'rpc.tricks.clear-progress'],
  ['tricks.listUserProgress', 'rpc.tricks.list-user-progress'],
  ['tricks.setUserProgress', 'rpc.tricks.set-user-progress'],
  ['tricks.score', 'rpc.tricks.score'],
  ['tricks.suggestions', 'rpc.tricks.suggestions'],
  ['tricks.leaderboard', 'rpc.tricks.leaderboard'],
  ['tricks.unverified', 'rpc.tricks.unverified'],
  ['tricks.verifyProgress', 'rpc.tricks.verify-progress'],
  ['tricks.import', 'rpc.tricks.import'],
  ['posts.create', 'rpc.posts.create'],
  ['posts.createTrickVideo', 'rpc.posts.create-trick-video'],
  ['posts.get', 'rpc.posts.get'],
  ['posts.remove', 'rpc.posts.remove'],
  ['posts.review', 'rpc.posts.review'],
  ['posts.feed', 'rpc.posts.feed'],
  ['posts.reactions', 'rpc.posts.reactions'],
  ['posts.react', 'rpc.posts.react'],
  ['posts.unreact', 'rpc.posts.unreact'],
  ['posts.audience', 'rpc.posts.audience'],
  ['posts.watchable', 'rpc.posts.watchable'],
  ['posts.mediaFile', 'rpc.posts.media-file'],
  ['posts.preview', 'rpc.posts.preview'],
  ['verification.forPost', 'rpc.verification.for-post'],
  ['verification.get', 'rpc.verification.get'],
  ['verification.myVote', 'rpc.verification.my-vote'],
  ['verification.vote', 'rpc.verification.vote'],
  ['verification.remove', 'rpc.verification.remove'],
  ['verification.standing', 'rpc.verification.standing'],
  ['verification.contested', 'rpc.verification.contested'],
  ['verification.decide', 'rpc.verification.decide'],
  ['messaging.send', 'rpc.messaging.send'],
  ['messaging.conversation', 'rpc.messaging.conversation'],
  ['messaging.box', 'rpc.messaging.box'],
  ['messaging.markRead', 'rpc.messaging.mark-read'],
  ['messaging.notifications', 'rpc.messaging.notifications'],
  ['messaging.markNotificationRead', 'rpc.messaging.mark-notification-read'],
  ['messaging.markAllNotificationsRead', 'rpc.messaging.mark-all-notifications-read'],
  ['messaging.summary', 'rpc.messaging.summary'],
  ['messaging.adminList', 'rpc.messaging.admin-list'],
  ['messaging.adminEdit', 'rpc.messaging.admin-edit'],
  ['messaging.message', 'rpc.messaging.message'],
  ['messaging.subscribePush', 'rpc.messaging.subscribe-push'],
  ['messaging.unsubscribePush', 'rpc.messaging.unsubscribe-push'],
  ['messaging.conversations', 'rpc.messaging.conversations'],
  ['messaging.markConversationRead', 'rpc.messaging.mark-conversation-read'],
  ['messaging.mayMessage', 'rpc.messaging.may-message'],
  ['sponsorships.request', 'rpc.sponsorships.request'],
  ['sponsorships.answer', 'rpc.sponsorships.answer'],
  ['sponsorships.remove', 'rpc.sponsorships.remove'],
  ['sponsorships.mine', 'rpc.sponsorships.mine'],
  ['sponsorships.list', 'rpc.sponsorships.list'],
  ['admin.auditLog', 'rpc.admin.audit-log'],
  ['admin.events', 'rpc.admin.events'],
  ['admin.createEvent', 'rpc.admin.create-event'],
  ['admin.updateEvent', 'rpc.admin.update-event'],
  ['admin.deleteEvent', 'rpc.admin.delete-event'],
  ['admin.event', 'rpc.admin.event'],
  ['admin.setRsvp', 'rpc.admin.set-rsvp'],
  ['admin.clearRsvp', 'rpc.admin.clear-rsvp'],
  ['admin.eventIcs', 'rpc.admin.event-ics'],
  ['admin.fileReport', 'rpc.admin.file-report'],
  ['admin.reports', 'rpc.admin.reports'],
  ['admin.reportCase', 'rpc.admin.report-case'],
  ['admin.resolveReport', 'rpc.admin.resolve-report'],
  ['admin.reopenReport', 'rpc.admin.reopen-report'],
  ['admin.siteSettings', 'rpc.admin.site-settings'],
  ['admin.siteSettingsForAdmins', 'rpc.admin.site-settings-for-admins'],
  ['admin.updateSiteSettings', 'rpc.admin.update-site-settings'],
  ['games.create', 'rpc.games.create'],
  ['games.list', 'rpc.games.list'],
  ['games.get', 'rpc.games.get'],
  ['games.accept', 'rpc.games.accept'],
  ['games.decline', 'rpc.games.decline'],
  ['games.set', 'rpc.games.set'],
  ['games.attempt', 'rpc.games.attempt'],
  ['games.bail', 'rpc.games.bail'],
  ['games.call', 'rpc.games.call'],
  ['games.forfeit', 'rpc.games.forfeit'],
  ['games.leaderboard', 'rpc.games.leaderboard'],
  ['games.record', 'rpc.games.record'],
  ['media.createUpload', 'rpc.media.create-upload'],
  ['media.completeUpload', 'rpc.media.complete-upload'],
  ['media.get', 'rpc.media.get'],
  ['media.remove', 'rpc.media.remove'],
  ['webhooks.endpoints', 'rpc.webhooks.endpoints'],
  ['webhooks.createEndpoint', 'rpc.webhooks.create-endpoint'],
  ['webhooks.updateEndpoint', 'rpc.webhooks.update-endpoint'],
  ['webhooks.deleteEndpoint', 'rpc.webhooks.delete-endpoint'],
  ['webhooks.rotateSecret', 'rpc.webhooks.rotate-secret'],
  ['webhooks.sendTest', 'rpc.webhooks.send-test'],
  ['webhooks.deliveries', 'rpc.webhooks.deliveries'],
  ['webhooks.replayDelivery', 'rpc.webhooks.replay-delivery'],
  ['webhooks.replayDead', 'rpc.webhooks.replay-dead'],
  ['social.profile', 'rpc.social.profile'],
  ['social.searchUsers', 'rpc.social.search-users'],
  ['social.listUsers', 'rpc.social.list-users'],
  ['social.suggestedUsers', 'rpc.social.suggested-users'],
  ['social.follow', 'rpc.social.follow'],
  ['social.unfollow', 'rpc.social.unfollow'],
  ['social.followState', 'rpc.social.follow-state'],
  ['social.followList', 'rpc.social.follow-list'],
  ['social.followRequests', 'rpc.social.follow-requests'],
  ['social.approveFollowRequest', 'rpc.social.approve-follow-request'],
  ['social.declineFollowRequest', 'rpc.social.decline-follow-request'],
  ['social.preferences', 'rpc.social.preferences'],
  ['social.updatePreferences', 'rpc.social.update-preferences'],
  ['social.block', 'rpc.social.block'],
  ['social.unblock', 'rpc.social.unblock'],
  ['social.blockedUsers', 'rpc.social.blocked-users'],
];

describe('the request catalogue', () => {
  it('keeps every subject byte for byte', () => {
    const defined = Object.entries(RPC).flatMap(([service, operations]) =>
      Object.entries(operations).map(([key, { subject }]) => [`${service}.${key}`, subject]),
    );
    expect(defined).toEqual(RPC_WIRE_NAMES);
  });

  it('names each operation by its service and its subject', () => {
    for (const [service, operations] of Object.entries(RPC))
      for (const definition of Object.values(operations))
        expect(definition.subject).toBe(`rpc.${service}.${definition.operation}`);
  });
});

describe('the event catalog', () => {
  const defined = Object.entries(EVENTS).flatMap(([producer, events]) =>
    Object.entries(events).map(([key, { subject, type, version }]) => [
      `${producer}.${key}`,
      subject,
      type,
      version,
    ]),
  );

  it('keeps every subject, type and version byte for byte', () => {
    expect(defined).toEqual(WIRE_NAMES);
  });

  it('serializes a definition as before: subject, type and version only', () => {
    expect(JSON.stringify(EVENTS.auth.sessionRevoked)).toBe(
      '{"subject":"events.auth.session-revoked.v1","type":"auth.session-revoked","version":1}',
    );
  });

  it('lists each event type once for the browser, as the catalogue defines them', () => {
    const types = [...new Set(defined.map(([, , type]) => type))];
    expect([...EVENT_TYPES]).toEqual(types);
  });

  it('binds each definition to its payload class, left out of what the definition serializes to', () => {
    expect(EVENTS.auth.followed.payloadClass).toBe(FollowChangedV1);
    expect(EVENTS.posts.reactionChanged.payloadClass).toBe(ReactionChangedV1);
    expect(Object.keys(EVENTS.auth.followed)).toEqual(['subject', 'type', 'version']);
  });
});
