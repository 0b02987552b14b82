import { SERVICE_NAMES, type ServiceName } from '../services';

/** Request/reply subjects, `rpc.<service>.<operation>`. The only place these strings are written. */
export const RPC = {
  auth: {
    signUp: 'rpc.auth.sign-up',
    signIn: 'rpc.auth.sign-in',
    signOut: 'rpc.auth.sign-out',
    resolveSession: 'rpc.auth.resolve-session',
    me: 'rpc.auth.me',
    profile: 'rpc.auth.profile',
    updateProfile: 'rpc.auth.update-profile',
    checkUsername: 'rpc.auth.check-username',
    searchUsers: 'rpc.auth.search-users',
    listUsers: 'rpc.auth.list-users',
    suggestedUsers: 'rpc.auth.suggested-users',
    follow: 'rpc.auth.follow',
    unfollow: 'rpc.auth.unfollow',
    followState: 'rpc.auth.follow-state',
    followList: 'rpc.auth.follow-list',
    followRequests: 'rpc.auth.follow-requests',
    approveFollowRequest: 'rpc.auth.approve-follow-request',
    declineFollowRequest: 'rpc.auth.decline-follow-request',
    preferences: 'rpc.auth.preferences',
    updatePreferences: 'rpc.auth.update-preferences',
    block: 'rpc.auth.block',
    unblock: 'rpc.auth.unblock',
    blockedUsers: 'rpc.auth.blocked-users',
    adminUsers: 'rpc.auth.admin-users',
    setUserFlags: 'rpc.auth.set-user-flags',
    puppets: 'rpc.auth.puppets',
    initializePuppets: 'rpc.auth.initialize-puppets',
    assumePuppet: 'rpc.auth.assume-puppet',
    returnFromPuppet: 'rpc.auth.return-from-puppet',
    changePassword: 'rpc.auth.change-password',
    deactivate: 'rpc.auth.deactivate',
    reactivateUser: 'rpc.auth.reactivate-user',
    suspendUser: 'rpc.auth.suspend-user',
    liftSuspension: 'rpc.auth.lift-suspension',
    countTelemetryReport: 'rpc.auth.count-telemetry-report',
  },
  tricks: {
    catalogue: 'rpc.tricks.catalogue',
    catalogueVersion: 'rpc.tricks.catalogue-version',
    get: 'rpc.tricks.get',
    trending: 'rpc.tricks.trending',
    create: 'rpc.tricks.create',
    update: 'rpc.tricks.update',
    progress: 'rpc.tricks.progress',
    setLearned: 'rpc.tricks.set-learned',
    clearProgress: 'rpc.tricks.clear-progress',
    listUserProgress: 'rpc.tricks.list-user-progress',
    setUserProgress: 'rpc.tricks.set-user-progress',
    score: 'rpc.tricks.score',
    suggestions: 'rpc.tricks.suggestions',
    leaderboard: 'rpc.tricks.leaderboard',
    unverified: 'rpc.tricks.unverified',
    verifyProgress: 'rpc.tricks.verify-progress',
    import: 'rpc.tricks.import',
  },
  posts: {
    create: 'rpc.posts.create',
    createTrickVideo: 'rpc.posts.create-trick-video',
    get: 'rpc.posts.get',
    remove: 'rpc.posts.remove',
    review: 'rpc.posts.review',
    feed: 'rpc.posts.feed',
    reactions: 'rpc.posts.reactions',
    react: 'rpc.posts.react',
    unreact: 'rpc.posts.unreact',
    /** Internal (the gateway's live pushes): which signed-in users may see an author's new posts. */
    audience: 'rpc.posts.audience',
    /** Internal (the gateway's live like counts): which posts a signed-in user may watch. */
    watchable: 'rpc.posts.watchable',
    /** Internal (serving media): the stored file of a rendition, if the policy lets the caller see it. */
    mediaFile: 'rpc.posts.media-file',
    /** Internal (a shared link's preview): a post's title, text and picture, when any member may read it. */
    preview: 'rpc.posts.preview',
  },
  verification: {
    forPost: 'rpc.verification.for-post',
    get: 'rpc.verification.get',
    myVote: 'rpc.verification.my-vote',
    vote: 'rpc.verification.vote',
    remove: 'rpc.verification.remove',
    standing: 'rpc.verification.standing',
    contested: 'rpc.verification.contested',
    decide: 'rpc.verification.decide',
  },
  messaging: {
    send: 'rpc.messaging.send',
    conversation: 'rpc.messaging.conversation',
    box: 'rpc.messaging.box',
    markRead: 'rpc.messaging.mark-read',
    notifications: 'rpc.messaging.notifications',
    markNotificationRead: 'rpc.messaging.mark-notification-read',
    markAllNotificationsRead: 'rpc.messaging.mark-all-notifications-read',
    summary: 'rpc.messaging.summary',
    adminList: 'rpc.messaging.admin-list',
    adminEdit: 'rpc.messaging.admin-edit',
    message: 'rpc.messaging.message',
    subscribePush: 'rpc.messaging.subscribe-push',
    unsubscribePush: 'rpc.messaging.unsubscribe-push',
    conversations: 'rpc.messaging.conversations',
    markConversationRead: 'rpc.messaging.mark-conversation-read',
    mayMessage: 'rpc.messaging.may-message',
  },
  sponsorships: {
    request: 'rpc.sponsorships.request',
    answer: 'rpc.sponsorships.answer',
    remove: 'rpc.sponsorships.remove',
    mine: 'rpc.sponsorships.mine',
    list: 'rpc.sponsorships.list',
  },
  admin: {
    auditLog: 'rpc.admin.audit-log',
    events: 'rpc.admin.events',
    createEvent: 'rpc.admin.create-event',
    updateEvent: 'rpc.admin.update-event',
    deleteEvent: 'rpc.admin.delete-event',
    event: 'rpc.admin.event',
    setRsvp: 'rpc.admin.set-rsvp',
    clearRsvp: 'rpc.admin.clear-rsvp',
    eventIcs: 'rpc.admin.event-ics',
    fileReport: 'rpc.admin.file-report',
    reports: 'rpc.admin.reports',
    reportCase: 'rpc.admin.report-case',
    resolveReport: 'rpc.admin.resolve-report',
    reopenReport: 'rpc.admin.reopen-report',
    siteSettings: 'rpc.admin.site-settings',
    siteSettingsForAdmins: 'rpc.admin.site-settings-for-admins',
    updateSiteSettings: 'rpc.admin.update-site-settings',
  },
  games: {
    create: 'rpc.games.create',
    list: 'rpc.games.list',
    get: 'rpc.games.get',
    accept: 'rpc.games.accept',
    decline: 'rpc.games.decline',
    set: 'rpc.games.set',
    attempt: 'rpc.games.attempt',
    bail: 'rpc.games.bail',
    call: 'rpc.games.call',
    forfeit: 'rpc.games.forfeit',
    leaderboard: 'rpc.games.leaderboard',
    record: 'rpc.games.record',
  },
  media: {
    /** Internal (the upload transport): may this caller upload this file? Answers the media id. */
    createUpload: 'rpc.media.create-upload',
    /** Internal (the upload transport): the last byte is stored; check it and queue its processing. */
    completeUpload: 'rpc.media.complete-upload',
    /** The owner's view of an upload: its status while it processes. */
    get: 'rpc.media.get',
    /** The owner cancels an upload, or deletes media no post carries. */
    remove: 'rpc.media.remove',
  },
  /** Admin only: webhook endpoints for systems outside the bus, and their delivery logs. */
  webhooks: {
    endpoints: 'rpc.webhooks.endpoints',
    createEndpoint: 'rpc.webhooks.create-endpoint',
    updateEndpoint: 'rpc.webhooks.update-endpoint',
    deleteEndpoint: 'rpc.webhooks.delete-endpoint',
    rotateSecret: 'rpc.webhooks.rotate-secret',
    sendTest: 'rpc.webhooks.send-test',
    deliveries: 'rpc.webhooks.deliveries',
    replayDelivery: 'rpc.webhooks.replay-delivery',
    replayDead: 'rpc.webhooks.replay-dead',
  },
} as const;

/** Every service answers `rpc.<service>.health`. */
export type HealthSubject<S extends ServiceName = ServiceName> = `rpc.${S}.health`;

export function healthSubject<S extends ServiceName>(service: S): HealthSubject<S> {
  return `rpc.${service}.health`;
}

/** Every service answers `rpc.<service>.describe` with its tables, subjects and streams (the data map). */
export type DescribeSubject<S extends ServiceName = ServiceName> = `rpc.${S}.describe`;

export function describeSubject<S extends ServiceName>(service: S): DescribeSubject<S> {
  return `rpc.${service}.describe`;
}

export const HEALTH_SUBJECTS = Object.fromEntries(
  SERVICE_NAMES.map((service) => [service, healthSubject(service)]),
) as { [S in ServiceName]: HealthSubject<S> };

/** Every service answers `rpc.<service>.export-user-data` with its part of the caller's archive. */
export type ExportSubject<S extends ServiceName = ServiceName> = `rpc.${S}.export-user-data`;

export const EXPORT_SUBJECTS = Object.fromEntries(
  SERVICE_NAMES.map((service) => [service, `rpc.${service}.export-user-data`]),
) as { [S in ServiceName]: ExportSubject<S> };
